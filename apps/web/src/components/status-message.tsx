import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './page-title';

interface StatusMessageProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Fill the viewport (pages outside the shell) instead of the content area. */
  fullScreen?: boolean;
}

/** A centred message card: no permission, not found, errors. */
export function StatusMessage({ icon, title, children, actions, fullScreen = false }: StatusMessageProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : '50vh',
        px: fullScreen ? 2 : 0,
        py: 4,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}
      >
        {icon && (
          <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }}>
            {icon}
          </Box>
        )}
        <Typography variant="h1" component="h1" sx={{ mb: children ? 2 : 3, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {children && <Box sx={{ mb: 3, color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Box>}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
