import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errosDe } from '../../lib/error-messages';

const FALLBACK = 'Não foi possível carregar. Tente novamente.';

/** A failed load: the server's words (else `fallback`) and 'Tentar novamente'. */
export function LoadError({
  error,
  onRetry,
  fallback = FALLBACK,
}: {
  error: unknown;
  onRetry: () => void;
  fallback?: string;
}) {
  const errors = errosDe(error, fallback);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {errors.length > 0 ? errors.join(' ') : fallback}
    </Alert>
  );
}
