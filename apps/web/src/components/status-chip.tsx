import Chip from '@mui/material/Chip';
import type { StatusSolicitacao } from '@prix/shared/core/solicitacao';

const COLORS: Record<StatusSolicitacao, 'default' | 'info' | 'success' | 'error' | 'primary' | 'warning'> = {
  Recebida: 'default',
  'Em análise': 'info',
  // Waiting for the partner's answer.
  Pendência: 'warning',
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

export { formatBrl as reais } from '../lib/format-number';
