import Chip from '@mui/material/Chip';
import {
  STATUS_SOLICITACAO_PRIVACIDADE,
  type StatusSolicitacaoPrivacidade,
} from '@prix/shared/core/privacidade';

/** Small pieces of the 'Privacidade' page: the status chip and the dates. */

const CORES: Record<StatusSolicitacaoPrivacidade, 'default' | 'info' | 'warning' | 'success'> = {
  aguardando_confirmacao: 'default',
  recebida: 'info',
  em_atendimento: 'warning',
  respondida: 'success',
};

export function StatusPrivacidadeChip({ status }: { status: StatusSolicitacaoPrivacidade }) {
  return (
    <Chip
      size="small"
      label={STATUS_SOLICITACAO_PRIVACIDADE[status]}
      color={CORES[status]}
      variant={status === 'aguardando_confirmacao' ? 'outlined' : 'filled'}
    />
  );
}

/** '16/12/2026' of a calendar date ('2026-12-16'), whatever the time zone. */
export function formatarDia(dia: string): string {
  const [ano, mes, d] = dia.slice(0, 10).split('-');
  return `${d}/${mes}/${ano}`;
}

/** 'faltam 3 dias', 'vence hoje', 'atrasada há 2 dias'. */
export function diasTexto(dias: number): string {
  if (dias === 0) return 'vence hoje';
  if (dias > 0) return dias === 1 ? 'falta 1 dia' : `faltam ${dias} dias`;
  return dias === -1 ? 'atrasada há 1 dia' : `atrasada há ${-dias} dias`;
}
