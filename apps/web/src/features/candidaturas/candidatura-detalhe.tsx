import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DOCUMENTOS_CANDIDATURA,
  TIPOS_CANDIDATURA,
  TRANSICOES_CANDIDATURA,
  type DocumentoCandidatura,
} from '@prix/shared/core/candidatura';
import type { CandidaturaDetalhe } from '@prix/shared/candidatura';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { BackButton, DetailLoading, DetailColumns, DetailSection } from '../../components/fila/detail-frame';
import { formatSize } from '../../components/upload-area/upload-check';
import { isApiError } from '../../lib/api-client';
import {
  candidaturaKeys,
  candidaturasApi,
  CANDIDATURAS_PATH,
  clientePath,
  documentoHref,
} from './candidaturas-api';
import { DecisaoDialog, type DecisaoComDialogo } from './decisao-dialog';
import {
  FieldList,
  CandidaturaStatusChip,
  errosDe,
  Espera,
  formatDataHora,
  Historico,
} from './candidatura-parts';

/**
 * One application for the reviewer: the company, its contact and documents, what may be a duplicate (shown
 * before the decisions), the history, and the decisions TRANSICOES_CANDIDATURA allows from its status.
 */
export function CandidaturaDetalhePage({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const key = candidaturaKeys.detalhe(uuid);
  const [dialogo, setDialogo] = useState<DecisaoComDialogo | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const detalhe = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => candidaturasApi.detalhe(uuid, signal),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: [...candidaturaKeys.root, 'lista'] });
  };
  const saved = (c: CandidaturaDetalhe, message: string) => {
    queryClient.setQueryData(key, c);
    void queryClient.invalidateQueries({ queryKey: [...candidaturaKeys.root, 'lista'] });
    setNotice(message);
  };
  const analisar = useMutation({
    mutationFn: () =>
      candidaturasApi.decidir(uuid, { status: 'em_analise', mensagem: null, clienteId: null }),
    onSuccess: (c) => saved(c, 'Candidatura em análise.'),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) refresh();
    },
  });

  const voltar = <BackButton to={CANDIDATURAS_PATH}>Voltar para Candidaturas</BackButton>;
  if (!detalhe.isSuccess) return <DetailLoading query={detalhe} back={voltar} />;
  const c = detalhe.data;
  const pode = new Set(TRANSICOES_CANDIDATURA[c.status]);
  const tipo = TIPOS_CANDIDATURA[c.tipo];
  return (
    <>
      <PageTitle record={c.razaoSocial} />
      {voltar}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <CandidaturaStatusChip status={c.status} />
        <Typography variant="body2" color="text.secondary">
          Recebida em {formatDataHora(c.recebidaEm)}
        </Typography>
        <Espera candidatura={c} />
      </Stack>
      {c.cliente && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Empresa criada pela aprovação:{' '}
          <Link component={RouterLink} to={clientePath(c.cliente.uuid)}>
            {c.cliente.nome} ({c.cliente.id})
          </Link>
        </Alert>
      )}
      {c.mensagem && (c.status === 'pendencia' || c.status === 'recusada') && (
        <Alert severity={c.status === 'recusada' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <AlertTitle>
            {c.status === 'recusada' ? 'Motivo da recusa' : 'Pendência informada ao candidato'}
          </AlertTitle>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.mensagem}</Box>
        </Alert>
      )}
      {c.duplicidades.length > 0 && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} aria-label="Possíveis duplicidades">
          <AlertTitle>Confira antes de decidir: possíveis duplicidades</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {c.duplicidades.map((d, index) => (
              <li key={`${d.tipo}-${index}`}>
                {d.link ? (
                  <Link component={RouterLink} to={d.link}>
                    {d.descricao}
                  </Link>
                ) : (
                  d.descricao
                )}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {pode.size > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
          role="group"
          aria-label="Decisões"
        >
          {pode.has('em_analise') && (
            <Button variant="outlined" onClick={() => analisar.mutate()} loading={analisar.isPending}>
              {c.status === 'pendencia' ? 'Voltar para análise' : 'Iniciar análise'}
            </Button>
          )}
          {pode.has('pendencia') && (
            <Button variant="outlined" color="warning" onClick={() => setDialogo('pendencia')}>
              Pedir documentos ou dados
            </Button>
          )}
          {pode.has('recusada') && (
            <Button variant="outlined" color="error" onClick={() => setDialogo('recusada')}>
              Recusar
            </Button>
          )}
          {pode.has('aprovada') && (
            <Button variant="contained" color="success" onClick={() => setDialogo('aprovada')}>
              Aprovar
            </Button>
          )}
        </Stack>
      )}
      {analisar.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errosDe(analisar.error, 'Não foi possível iniciar a análise.').join(' ')}
        </Alert>
      )}
      <DetailColumns>
        <Stack spacing={2}>
          <DetailSection title="Empresa">
            <FieldList
              fields={[
                ['CNPJ', c.cnpj],
                ['Razão social', c.razaoSocial],
                ['Nome fantasia', c.nomeFantasia],
                ['Tipo de parceria', `${tipo.rotulo} (${tipo.tipoparceria})`],
                ['Endereço', c.endereco],
                ['CEP', c.cep],
                ['Cidade', `${c.municipio} – ${c.uf}`],
                ['Telefone', c.telefone],
              ]}
            />
          </DetailSection>
          <DetailSection title="Pessoa de contato">
            <FieldList
              fields={[
                ['Nome', c.contatoNome],
                ['E-mail', <Link href={`mailto:${c.contatoEmail}`}>{c.contatoEmail}</Link>],
                ['Celular', c.contatoCelular],
              ]}
            />
          </DetailSection>
          <DetailSection title="Documentos">
            <Documentos candidatura={c} />
          </DetailSection>
        </Stack>
        <DetailSection title="Histórico">
          <Historico eventos={c.historico} />
        </DetailSection>
      </DetailColumns>
      {dialogo && (
        <DecisaoDialog
          candidatura={c}
          decisao={dialogo}
          onClose={() => setDialogo(null)}
          onDone={(novo, mensagem) => {
            setDialogo(null);
            saved(novo, mensagem);
          }}
          onConflict={refresh}
        />
      )}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

const tipoDocumento = (tipo: string) =>
  DOCUMENTOS_CANDIDATURA[tipo as DocumentoCandidatura] ?? 'Outro documento';

function Documentos({ candidatura }: { candidatura: CandidaturaDetalhe }) {
  if (candidatura.documentos.length === 0)
    return <Typography color="text.secondary">Nenhum documento enviado.</Typography>;
  return (
    <Box component="ul" aria-label="Documentos enviados" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {candidatura.documentos.map((d) => (
        <Box
          component="li"
          key={d.uuid}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Typography variant="body2" color="text.secondary">
            {tipoDocumento(d.tipo)} · enviado em {formatDataHora(d.enviadoEm)}
          </Typography>
          <Link
            href={documentoHref(candidatura.uuid, d.uuid)}
            download
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <DownloadIcon fontSize="small" aria-hidden="true" />
            {d.nome} ({formatSize(d.tamanho)})
          </Link>
        </Box>
      ))}
    </Box>
  );
}
