import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errosDe } from '../../lib/error-messages';

const FALLBACK = 'Não foi possível carregar. Tente novamente.';

/** A failed load: the server's words and 'Tentar novamente'. */
export function ErroCarga({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const erros = errosDe(error, FALLBACK);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {erros.length > 0 ? erros.join(' ') : FALLBACK}
    </Alert>
  );
}
