import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isoDateToDisplay } from '@prix/shared/core';
import { ANEXOS_COMPROVACAO } from '@prix/shared/core/solicitacao';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { NfeResumo } from '../../components/nfe-resumo';

/** A request's file, at the address the API serves it from (to who may see the request only). */
export const anexoHref = (uuid: string, id: number) => `/api/solicitacao/${uuid}/anexos/${id}`;

/** The activity's fields of a redemption, shown here rather than among the form's other fields. */
export const CAMPOS_COMPROVACAO = new Set(['atividade', 'descricaoAtividade', 'periodoInicio', 'periodoFim']);

/**
 * A redemption's proof (decision 0055): the activity, the supplier's NF-e as it was read (or typed) and its
 * file, and the photos or prints of the activity, images shown as pictures. What staff review beside the
 * partner's balance, and what the partner sent.
 */
export function ComprovacaoSection({ detail: d }: { detail: SolicitacaoDetalhe }) {
  const texto = (campo: string) => (typeof d.dados[campo] === 'string' ? (d.dados[campo] as string) : '');
  const periodo = [texto('periodoInicio'), texto('periodoFim')].filter(Boolean).map(isoDateToDisplay);
  const nota = d.anexos.find(
    (a) => a.campo === ANEXOS_COMPROVACAO.nfeXml.campo || a.campo === ANEXOS_COMPROVACAO.danfe.campo,
  );
  const fotos = d.anexos.filter((a) => a.campo === ANEXOS_COMPROVACAO.foto.campo);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="comprovacao-titulo"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="comprovacao-titulo" variant="h2" sx={{ mb: 2 }}>
        Comprovação da ação
      </Typography>
      <Stack spacing={2}>
        {texto('atividade') && (
          <Box>
            <Typography sx={{ fontWeight: 500 }}>
              {texto('atividade')}
              {periodo.length === 2 && (
                <Typography component="span" color="text.secondary">
                  {' '}
                  · de {periodo[0]} a {periodo[1]}
                </Typography>
              )}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {texto('descricaoAtividade')}
            </Typography>
          </Box>
        )}
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            NF-e do fornecedor
          </Typography>
          {d.nfe ? (
            <NfeResumo nfe={d.nfe} />
          ) : (
            <Typography color="text.secondary">Pedido enviado sem NF-e registrada.</Typography>
          )}
          {nota && (
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {nota.rotulo}:{' '}
              <Link href={anexoHref(d.uuid, nota.id)} download={nota.nome}>
                {nota.nome}
              </Link>
            </Typography>
          )}
        </Box>
        {fotos.length > 0 && (
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              Fotos e prints da ação ({fotos.length})
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                gap: 1.5,
                m: 0,
                p: 0,
                listStyle: 'none',
              }}
            >
              {fotos.map((f) => (
                <li key={f.id}>
                  <Link href={anexoHref(d.uuid, f.id)} download={f.nome} sx={{ display: 'block' }}>
                    {f.tipo.startsWith('image/') && (
                      <Box
                        component="img"
                        src={anexoHref(d.uuid, f.id)}
                        alt=""
                        loading="lazy"
                        sx={{
                          display: 'block',
                          width: '100%',
                          aspectRatio: '4 / 3',
                          objectFit: 'cover',
                          borderRadius: 1,
                          border: 1,
                          borderColor: 'divider',
                          mb: 0.5,
                        }}
                      />
                    )}
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {f.nome}
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
