import Chip from '@mui/material/Chip';
import type { StatusSolicitacao } from '@prix/shared/core/solicitacao';
import { PORTAL_TIME_ZONE } from '@prix/shared/core';

const COLORS: Record<StatusSolicitacao, 'default' | 'info' | 'success' | 'error' | 'primary'> = {
  Recebida: 'default',
  'Em análise': 'info',
  Aprovada: 'success',
  Recusada: 'error',
  Paga: 'primary',
};

export function StatusChip({ status }: { status: StatusSolicitacao }) {
  return (
    <Chip
      size="small"
      label={status}
      color={COLORS[status]}
      variant={status === 'Recebida' ? 'outlined' : 'filled'}
    />
  );
}

export const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: PORTAL_TIME_ZONE,
  });

export { formatBrl as reais } from '../lib/format-number';
