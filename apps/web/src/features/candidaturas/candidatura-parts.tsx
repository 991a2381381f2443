import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  EVENTOS_CANDIDATURA,
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_CANDIDATURA,
  type EventoCandidatura,
  type StatusCandidatura,
} from '@prix/shared/core/candidatura';
import type { CandidaturaDetalhe, CandidaturaResumo } from '@prix/shared/candidatura';
import { once } from '@prix/shared/core';
import { isApiError } from '../../lib/api-client';

/** The pieces the staff's list and detail of applications share. */

const CORES: Record<StatusCandidatura, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  recebida: 'default',
  em_analise: 'info',
  pendencia: 'warning',
  aprovada: 'success',
  recusada: 'error',
};

export function CandidaturaStatusChip({ status }: { status: StatusCandidatura }) {
  return (
    <Chip
      size="small"
      label={STATUS_CANDIDATURA[status]}
      color={CORES[status]}
      variant={status === 'recebida' ? 'outlined' : 'filled'}
    />
  );
}

/** 'Mais de 10 dias úteis': an application waiting past the review time without a decision. */
export const ATRASO_TEXTO = `Mais de ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis`;

/** How long an application has waited, in red past the review time. */
export function Espera({ candidatura }: { candidatura: Pick<CandidaturaResumo, 'atrasada' | 'diasUteis'> }) {
  if (candidatura.atrasada)
    return (
      <Typography
        component="span"
        variant="body2"
        sx={{ color: 'error.main', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {ATRASO_TEXTO} sem decisão ({candidatura.diasUteis})
      </Typography>
    );
  return null;
}

const dataHora = once(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }));
export const formatDataHora = (iso: string) => dataHora().format(new Date(iso));

/** Label/value pairs as a description list. */
export function Campos({ campos }: { campos: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {campos
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

type Evento = CandidaturaDetalhe['historico'][number];

const CORES_EVENTO: Partial<Record<EventoCandidatura, string>> = {
  em_analise: 'info.main',
  pendencia: 'warning.main',
  documento: 'primary.main',
  aprovada: 'success.main',
  recusada: 'error.main',
};

/** The application's history, oldest first, as a timeline: what happened, who and when, and the message. */
export function Historico({ eventos }: { eventos: readonly Evento[] }) {
  if (eventos.length === 0) return <Typography color="text.secondary">Nenhum evento registrado.</Typography>;
  return (
    <Box component="ol" aria-label="Histórico da candidatura" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {eventos.map((evento, index) => (
        <Box
          component="li"
          key={`${evento.em}-${index}`}
          sx={{ position: 'relative', pl: 3.5, pb: index === eventos.length - 1 ? 0 : 2.5 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 6,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: CORES_EVENTO[evento.tipo as EventoCandidatura] ?? 'grey.500',
            }}
          />
          {index < eventos.length - 1 && (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          )}
          <Typography sx={{ fontWeight: 500 }}>
            {EVENTOS_CANDIDATURA[evento.tipo as EventoCandidatura] ?? evento.tipo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDataHora(evento.em)}
            {evento.autor ? ` · por ${evento.autor}` : ''}
          </Typography>
          {evento.detalhe && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {evento.detalhe}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A page's loading state. */
export function Carregando({ texto = 'Carregando...' }: { texto?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{texto}</Typography>
    </Box>
  );
}

/** A failed load: the server's words and 'Tentar novamente'. */
export function ErroCarga({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {errosDe(error, 'Não foi possível carregar. Tente novamente.').join(' ')}
    </Alert>
  );
}

export const errosDe = (error: unknown, fallback: string): string[] =>
  isApiError(error) ? error.errors : [fallback];
