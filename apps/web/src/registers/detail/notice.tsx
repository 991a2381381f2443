import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A success message ('Registro incluído com sucesso') that goes away by itself. */
export function Notice({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
