import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while the viewer's code or the document downloads, in the place the page will take. */
export function DocumentLoading({ text = 'Carregando documento...' }: { text?: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: 320,
        color: 'text.secondary',
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}
