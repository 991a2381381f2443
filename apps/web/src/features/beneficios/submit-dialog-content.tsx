import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MINHAS_SOLICITACOES_PATH } from '../../lib/paths';

/** The answer to a sent form: sent, failed, or no dialog. */
export type DialogState = 'ok' | 'erro' | null;

/** SPEC §4: 'Confirmação: Formulário enviado com sucesso!' or 'Erro: Erro ao enviar o formulário'. */
export function SubmitDialogContent({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const ok = state === 'ok';
  return (
    <Dialog open={state !== null} onClose={onClose} aria-labelledby="envio-titulo">
      <DialogTitle id="envio-titulo">{ok ? 'Confirmação' : 'Erro'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ok ? 'Formulário enviado com sucesso!' : 'Erro ao enviar o formulário'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {ok && (
          <Button component={RouterLink} to={MINHAS_SOLICITACOES_PATH}>
            Minhas solicitações
          </Button>
        )}
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
