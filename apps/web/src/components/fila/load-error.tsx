import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errosDe } from '../../lib/error-messages';

const FALLBACK = 'Não foi possível carregar. Tente novamente.';

/** A failed load: the server's words and 'Tentar novamente'. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errors = errosDe(error, FALLBACK);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {errors.length > 0 ? errors.join(' ') : FALLBACK}
    </Alert>
  );
}
