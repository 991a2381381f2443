import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PageTitle } from '../../components/page-title';
import type { TrailStep } from '../../lib/document-title';
import { isApiError } from '../../lib/api-client';
import { DetailActions } from './detail-actions';
import { ErrorBox } from '../../components/error-box';

/** The detail while its record (or, without a title, its code) loads; `title`, the screen's (its definition's). */
export function DetailLoading({ title, parent }: { title?: string; parent?: TrailStep }) {
  return (
    <Box role="status" aria-label="Carregando" aria-busy="true">
      {title !== undefined && <PageTitle record={title} parent={parent} />}
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

/** The record could not be read (unknown uuid: 'Registro não encontrado'); `title`, the screen's, else its row's. */
export function DetailLoadError({
  title,
  parent,
  error,
  onBack,
}: {
  title?: string;
  parent?: TrailStep;
  error: unknown;
  onBack: () => void;
}) {
  return (
    <>
      <PageTitle record={title} parent={parent} />
      <ErrorBox errors={isApiError(error) ? error.errors : [String(error)]} />
      <DetailActions onBack={onBack} canSave={false} saving={false} />
    </>
  );
}
