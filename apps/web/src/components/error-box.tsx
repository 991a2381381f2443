import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The server's errors in a red box, one per line (SPEC §2.3, §8). New errors take the focus (a failed save),
 * so keyboard and screen reader users land on them instead of the page body.
 */
export function ErrorBox({ errors, sx }: { errors: readonly string[]; sx?: SxProps<Theme> }) {
  const box = useRef<HTMLDivElement>(null);
  const text = errors.join('\n');
  useEffect(() => {
    if (text !== '') box.current?.focus();
  }, [text]);
  if (errors.length === 0) return null;
  return (
    <Alert ref={box} tabIndex={-1} severity="error" sx={sx}>
      {errors.map((message, index) => (
        <Box component="p" key={index} sx={{ m: 0 }}>
          {message}
        </Box>
      ))}
    </Alert>
  );
}
