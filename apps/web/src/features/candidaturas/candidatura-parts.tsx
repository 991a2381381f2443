import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  EVENTOS_CANDIDATURA,
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_CANDIDATURA,
  type EventoCandidatura,
  type StatusCandidatura,
} from '@prix/shared/core/candidatura';
import type { CandidaturaDetalhe, CandidaturaResumo } from '@prix/shared/candidatura';
import { HistoryTimeline } from '../../components/fila/history-timeline';

export { FieldList } from '../../components/fila/field-list';
export { LoadingStatus } from '../../components/fila/loading-status';
export { LoadError } from '../../components/fila/load-error';
export { errosDe } from '../../lib/error-messages';
export { formatDataHora } from '../../lib/format-date-time';

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
  return (
    <HistoryTimeline
      events={eventos}
      label="Histórico da candidatura"
      title={(evento) => EVENTOS_CANDIDATURA[evento.tipo as EventoCandidatura] ?? evento.tipo}
      color={(evento) => CORES_EVENTO[evento.tipo as EventoCandidatura]}
    />
  );
}
