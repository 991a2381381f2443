import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  STATUS_SOLICITACAO_PRIVACIDADE,
  type StatusSolicitacaoPrivacidade,
} from '@prix/shared/core/privacidade';
import type { SolicitacaoPrivacidadeResumo } from '@prix/shared/privacidade';
import { FieldList } from '../../components/fila/field-list';

export { LoadingStatus } from '../../components/fila/loading-status';
export { LoadError } from '../../components/fila/load-error';
export { errosDe } from '../../lib/error-messages';
export { formatDataHora } from '../../lib/format-date-time';
import { ACESSOS_PATH, SOLICITACOES_PATH, TITULAR_PATH } from './encarregado-api';

/** The pieces the officer's pages share: their links to each other, the status, the legal clock. */

const PAGINAS = [
  { to: SOLICITACOES_PATH, label: 'Solicitações' },
  { to: TITULAR_PATH, label: 'Consultar titular' },
  { to: ACESSOS_PATH, label: 'Registro de acessos' },
] as const;

/** The officer's three pages, one link each, the current one marked. */
export function EncarregadoNav() {
  const { pathname } = useLocation();
  return (
    <Stack
      component="nav"
      aria-label="Páginas de privacidade"
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
    >
      {PAGINAS.map((p) => {
        const atual = pathname === p.to || pathname.startsWith(`${p.to}/`);
        return (
          <Button
            key={p.to}
            component={RouterLink}
            to={p.to}
            size="small"
            variant={atual ? 'contained' : 'outlined'}
            aria-current={atual ? 'page' : undefined}
          >
            {p.label}
          </Button>
        );
      })}
    </Stack>
  );
}

const CORES: Record<StatusSolicitacaoPrivacidade, 'default' | 'info' | 'warning' | 'success'> = {
  aguardando_confirmacao: 'warning',
  recebida: 'default',
  em_atendimento: 'info',
  respondida: 'success',
};

export function PrivacidadeStatusChip({ status }: { status: StatusSolicitacaoPrivacidade }) {
  return (
    <Chip
      size="small"
      label={STATUS_SOLICITACAO_PRIVACIDADE[status]}
      color={CORES[status]}
      variant={status === 'recebida' ? 'outlined' : 'filled'}
    />
  );
}

/** An ISO date ('2026-12-01') as the calendar shows it ('01/12/2026'), without a time zone's shift. */
export const formatData = (isoDate: string) => {
  const [ano, mes, dia] = isoDate.slice(0, 10).split('-');
  return `${dia}/${mes}/${ano}`;
};

type Relogio = Pick<SolicitacaoPrivacidadeResumo, 'prazo' | 'diasRestantes' | 'atrasada' | 'status'>;

/** Days left to the legal deadline in words: 'Faltam 5 dias', 'Vence hoje', 'Atrasada há 2 dias'. */
export function diasTexto(s: Relogio): string | null {
  if (s.status === 'respondida') return 'Respondida';
  if (s.status === 'aguardando_confirmacao' || s.prazo === null) return 'Prazo começa na confirmação';
  const dias = s.diasRestantes;
  if (dias === null) return null;
  if (s.atrasada || dias < 0) {
    const atraso = Math.abs(dias);
    return atraso === 0 ? 'Atrasada' : `Atrasada há ${atraso} ${atraso === 1 ? 'dia' : 'dias'}`;
  }
  if (dias === 0) return 'Vence hoje';
  return `Faltam ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}

/** The legal clock of a request: its due date and the days left, in red once overdue. */
export function Relogio({ solicitacao }: { solicitacao: Relogio }) {
  const texto = diasTexto(solicitacao);
  return (
    <Stack spacing={0.25}>
      {solicitacao.prazo && <Typography variant="body2">{formatData(solicitacao.prazo)}</Typography>}
      {texto && (
        <Typography
          variant="body2"
          sx={solicitacao.atrasada ? { color: 'error.main', fontWeight: 600 } : { color: 'text.secondary' }}
        >
          {texto}
        </Typography>
      )}
    </Stack>
  );
}

/** Label/value pairs as a description list, keeping the values' line breaks. */
export function Campos({ campos }: { campos: readonly (readonly [string, ReactNode])[] }) {
  return <FieldList fields={campos} preWrap />;
}
