import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A page's loading state. */
export function LoadingStatus({ text = 'Carregando...' }: { text?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
