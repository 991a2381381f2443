import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { isoDateToDisplay } from '@prix/shared/core';
import { resumoTreinamentos } from '@prix/shared/core/candidatura';
import type { Conformidade } from '@prix/shared/candidatura';

export const TREINAMENTOS_TILE_ID = 'treinamentos-obrigatorios';

/** A date of the API ('2026-03-10' or an instant) as dd/mm/aaaa. */
const data = (value: string) => isoDateToDisplay(value.slice(0, 10)) || value;

type Tipo = Conformidade['tipos'][number];

/** Today in the viewer's calendar, as the API writes dates. */
function hoje(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** 'Ana Lima em 10/03/2026, válido até 10/03/2027' (or 'vencido em', or 'sem vencimento'). */
export function concluinteTexto(c: Tipo['concluintes'][number], dia = hoje()): string {
  const validade = !c.validaAte
    ? ', sem vencimento'
    : c.validaAte.slice(0, 10) < dia
      ? `, vencido em ${data(c.validaAte)}`
      : `, válido até ${data(c.validaAte)}`;
  return `${c.nome} em ${data(c.em)}${validade}`;
}

/**
 * /home's tile of mandatory trainings (decision 0047): 'Treinamentos obrigatórios: 2 de 3 em dia', then each
 * mandatory type with who of the team completed it and until when; the missing ones highlighted. Comes in
 * /api/home with the rest of the company's data: no request of its own.
 */
export function TreinamentosTile({ conformidade }: { conformidade: Conformidade }) {
  const titulo = resumoTreinamentos(conformidade.emDia, conformidade.total);
  const faltando = conformidade.tipos.filter((t) => !t.emDia);
  return (
    <Paper
      variant="outlined"
      component="section"
      id={TREINAMENTOS_TILE_ID}
      aria-labelledby={`${TREINAMENTOS_TILE_ID}-titulo`}
      sx={{ p: { xs: 2, sm: 2.5 }, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: conformidade.conforme ? '#e6f4ea' : '#fdecea',
            color: conformidade.conforme ? 'success.dark' : 'error.main',
            flexShrink: 0,
          }}
        >
          <SchoolOutlinedIcon />
        </Box>
        <Typography component="h2" id={`${TREINAMENTOS_TILE_ID}-titulo`} sx={{ fontWeight: 500 }}>
          {titulo}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {conformidade.conforme
          ? 'Sua equipe está em dia com todos os treinamentos obrigatórios do programa.'
          : faltando.length === 1
            ? `Falta 1 treinamento: ${faltando[0]!.nome}. Alguém ativo da equipe precisa concluí-lo.`
            : `Faltam ${faltando.length} treinamentos: ${faltando.map((t) => t.nome).join(', ')}. Alguém ativo da equipe precisa concluí-los.`}
      </Typography>
      <Box
        component="ul"
        aria-label="Treinamentos obrigatórios"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {conformidade.tipos.map((tipo) => (
          <Box
            component="li"
            key={tipo.id}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 1,
              borderRadius: 1,
              ...(tipo.emDia ? {} : { bgcolor: '#fdecea' }),
            }}
          >
            {tipo.emDia ? (
              <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden="true" />
            ) : (
              <ErrorOutlineIcon fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} aria-hidden="true" />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {tipo.nome}
                <Box
                  component="span"
                  sx={{ fontWeight: 400, color: tipo.emDia ? 'success.dark' : 'error.dark' }}
                >
                  {tipo.emDia ? ' · em dia' : ' · pendente'}
                </Box>
              </Typography>
              {tipo.concluintes.length > 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  Concluído por {tipo.concluintes.map((c) => concluinteTexto(c)).join('; ')}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Ninguém da equipe concluiu este treinamento.
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
