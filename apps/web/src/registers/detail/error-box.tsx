import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The server's errors in a red box, one per line (SPEC §2.3, §8). */
export function ErrorBox({ errors, sx }: { errors: readonly string[]; sx?: SxProps<Theme> }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" sx={sx}>
      {errors.map((message, index) => (
        <Box component="p" key={index} sx={{ m: 0 }}>
          {message}
        </Box>
      ))}
    </Alert>
  );
}
