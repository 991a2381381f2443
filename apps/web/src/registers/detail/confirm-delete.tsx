import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** SPEC §4: 'Confirmar exclusão' / 'Tem certeza que deseja excluir o registro?' with SIM / NÃO. */
export function ConfirmDeleteDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirmar-exclusao">
      <DialogTitle id="confirmar-exclusao">Confirmar exclusão</DialogTitle>
      <DialogContent>
        <DialogContentText>Tem certeza que deseja excluir o registro?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          NÃO
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          SIM
        </Button>
      </DialogActions>
    </Dialog>
  );
}
