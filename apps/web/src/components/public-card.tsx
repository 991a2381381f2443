import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScaleIcon from '@mui/icons-material/Scale';

/** Centred brand card on a blue backdrop; for the pages outside the shell (login, errors). */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(150deg, #072a66 0%, #0b3d91 55%, #3d63b0 100%)',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            <ScaleIcon />
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.1, color: 'primary.main' }}>
              Prix
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Portal de Parceiros
            </Typography>
          </Box>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
