import { lazyPart } from '../../lib/lazy-part';
import type { DialogState } from './submit-dialog-content';

export type { DialogState };

/*
 * The dialog that answers a sent form (MUI's dialog title and text, ~3 kB gzip) is needed only once a form is
 * sent: a part fetched after the page paints (lib/lazy-part.ts, decision 0036), and at once when a form is sent
 * (`fetchSubmitDialog`). Closed, it draws nothing, so nothing stands in for it.
 */
const dialogPart = lazyPart(() => import('./submit-dialog-content'));

/** Fetches the dialog's chunk (screen tests load it first). */
export const loadSubmitDialog = dialogPart.load;
/** Fetches the dialog's chunk now, when a form is sent, not waiting for the browser to be idle. */
export const fetchSubmitDialog = dialogPart.fetch;

/** SPEC §4: 'Confirmação: Formulário enviado com sucesso!' or 'Erro: Erro ao enviar o formulário'. */
export function SubmitDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const part = dialogPart.useLoaded();
  return part ? <part.SubmitDialogContent state={state} onClose={onClose} /> : null;
}
