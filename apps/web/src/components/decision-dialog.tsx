import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ErrorBox } from './error-box';

export interface DecisionDialogProps {
  readonly title: ReactNode;
  /** The title's id, where a test or a page names it; a fresh one otherwise. */
  readonly titleId?: string;
  /** The fields and the words that explain the decision. */
  readonly children: ReactNode;
  /** The confirm button's words and colour. */
  readonly confirm: string;
  readonly confirmColor?: ButtonProps['color'];
  /** While the decision is being sent: the confirm button spins. */
  readonly busy: boolean;
  /** What went wrong (the form's checks, the server's words), in the red box under the fields. */
  readonly errors: readonly string[];
  /** Sent by the confirm button or Enter in a field. */
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** Whether the dialog takes the whole screen of a phone (default yes). */
  readonly fullScreenOnPhone?: boolean;
}

/**
 * A dialog that asks for a decision: its title, the fields in a form, the red box of errors, 'Cancelar' and the
 * confirm button, which spins while the decision is sent. The caller checks the fields and sends.
 */
export function DecisionDialog(props: DecisionDialogProps) {
  const { fullScreenOnPhone = true } = props;
  const phone = useMediaQuery('(max-width:599.95px)');
  const ownId = useId();
  const titleId = props.titleId ?? ownId;
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreenOnPhone && phone}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.children}
          <ErrorBox errors={props.errors} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" color={props.confirmColor} loading={props.busy}>
            {props.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
