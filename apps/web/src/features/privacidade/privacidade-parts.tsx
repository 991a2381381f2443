import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { MSG } from '@prix/shared/core';
import {
  STATUS_SOLICITACAO_PRIVACIDADE,
  type StatusSolicitacaoPrivacidade,
} from '@prix/shared/core/privacidade';
import { isApiError } from '../../lib/api-client';

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

/** The server's messages of a failed call, else the portal's 'internal error'. */
export const errosDe = (error: unknown) => (isApiError(error) ? error.errors : [MSG.erroInterno]);

/**
 * A part of the page whose read has not come: a skeleton of its height while it loads (a status named
 * `label`), else the server's words, with 'Tentar novamente' where `retry`.
 */
export function ReadPending({
  query,
  label,
  height,
  retry = false,
  mt,
}: {
  query: UseQueryResult<unknown>;
  label: string;
  height: number;
  retry?: boolean;
  mt?: number;
}) {
  if (query.isPending)
    return (
      <Box role="status" aria-label={label} aria-busy="true" sx={mt ? { mt } : undefined}>
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  return (
    <Alert
      severity="error"
      sx={mt ? { mt } : undefined}
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        ) : undefined
      }
    >
      {errosDe(query.error).join(' ')}
    </Alert>
  );
}
