import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/**
 * A success message ('Registro incluído com sucesso') that goes away by itself. It takes the focus when it
 * shows, so keyboard and screen reader users hear what their save did, and gives it back when it goes (to
 * where it was, or to the page's heading when that is gone), never leaving it on the page body.
 */
export function Notice({ message, onClose }: { message: string | null; onClose: () => void }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message === null) return;
    const previous = document.activeElement;
    const node = alert.current;
    node?.focus();
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && !node?.contains(active)) return;
      const back =
        previous instanceof HTMLElement && previous !== document.body && previous.isConnected
          ? previous
          : document.querySelector<HTMLElement>('main h1');
      back?.focus();
    };
  }, [message]);
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        ref={alert}
        tabIndex={-1}
        severity="success"
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
