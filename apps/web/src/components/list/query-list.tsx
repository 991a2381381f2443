import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../lib/api-client';
import { usePendingUntilDrawn } from '../../lib/use-pending-until-drawn';
import { ErrorBox } from '../error-box';

export { formatCount } from '../../lib/format-number';

/**
 * Loading, error, 'Nenhum registro encontrado', or the rows with their footer (SPEC §2.2, §8): the one list body
 * of the register lists and the reports.
 */
export function QueryList<T>({
  query,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  rows: readonly unknown[];
  children: ReactNode;
}) {
  const pending = usePendingUntilDrawn(query);
  return (
    <Box aria-busy={query.isFetching} sx={{ position: 'relative' }}>
      {query.isFetching && !query.isPending && (
        <LinearProgress aria-label="Carregando" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      {pending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography color="text.secondary">Carregando...</Typography>
        </Box>
      ) : query.isError ? (
        <ErrorBox errors={isApiError(query.error) ? query.error.errors : [String(query.error)]} />
      ) : rows.length === 0 ? (
        <Alert severity="warning" variant="outlined">
          Nenhum registro encontrado
        </Alert>
      ) : (
        children
      )}
    </Box>
  );
}
