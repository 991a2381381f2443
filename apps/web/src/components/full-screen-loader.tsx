import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while the session loads for the first time (SPEC §2.1). */
export function FullScreenLoader({ text = 'Inicializando...' }: { text?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
