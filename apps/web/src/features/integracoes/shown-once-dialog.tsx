import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export interface ShownOnceDialogProps {
  readonly title: string;
  /** Why to copy it now, and what to do if it is lost. */
  readonly warning: string;
  /** The field's label, and the word the copy's confirmation uses ('Token' → 'Token copiado.'). */
  readonly label: string;
  readonly copied: string;
  readonly value: string;
  readonly testId: string;
  /** How the other system uses it. */
  readonly children: ReactNode;
  readonly onClose: () => void;
}

/**
 * A secret the server answers once (a token, a webhook's signing secret): it keeps only what it needs, so
 * closing this dialog is the last time anyone sees it. A button copies it; the field is read-only and selected
 * for a manual copy.
 */
export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const titleId = useId();
  const [copiado, setCopiado] = useState<'sim' | 'falhou' | null>(null);
  const copiar = () => {
    navigator.clipboard.writeText(props.value).then(
      () => setCopiado('sim'),
      () => setCopiado('falhou'),
    );
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {props.warning}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={props.label}
            value={props.value}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': props.testId } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copiar} sx={{ flexShrink: 0 }}>
            Copiar
          </Button>
        </Stack>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copiado === 'sim'
            ? props.copied
            : copiado === 'falhou'
              ? 'Não foi possível copiar: selecione o texto e copie.'
              : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.children}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
