import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageTitle } from '../page-title';
import { LoadingStatus } from './loading-status';
import { LoadError } from './load-error';

/** 'Voltar para …': the way back to the queue. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {children}
    </Button>
  );
}

/**
 * One item of a queue before it is there: the page's title (its row's), then loading, or `back` and the
 * failed load with 'Tentar novamente'. The page shows it while its query has no success
 * (`if (!query.isSuccess)`).
 */
export function DetailLoading({ query, back }: { query: UseQueryResult<unknown>; back: ReactNode }) {
  return (
    <>
      <PageTitle />
      {query.isError ? (
        <>
          {back}
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <LoadingStatus />
      )}
    </>
  );
}

/** The detail's two columns on wide screens (the item, then its side), one on narrow ones. */
export function DetailColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A titled part of the detail, named by its title. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
