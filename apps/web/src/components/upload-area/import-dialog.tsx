import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FILE_FIELD } from '@prix/shared/core';
import { isApiError, type UploadProgress } from '../../lib/api-client';
import { ErrorBox } from '../error-box';
import { UploadArea } from './upload-area';

/** How the dialog sends the chosen file: a form with it under FILE_FIELD, to be aborted with `signal`. */
export type SendImport<T> = (
  form: FormData,
  options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
) => Promise<T>;

/**
 * A file import (CSV or XLSX) through the one upload pipeline: the instructions, the file, 'Importar'. The
 * server refuses a file with any bad line whole; its lines show here, or `resumo` of what the import did, and
 * the queries under `invalida` reload.
 */
export function ImportFileDialog<T>({
  open,
  onClose,
  titulo,
  tituloId,
  instrucoes,
  rotuloArquivo,
  enviar,
  invalida,
  resumo,
}: {
  open: boolean;
  onClose: () => void;
  titulo: string;
  /** The title's id, naming the dialog. */
  tituloId?: string;
  instrucoes: ReactNode;
  rotuloArquivo: string;
  enviar: SendImport<T>;
  invalida: QueryKey;
  resumo: (result: T) => string;
}) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<T | null>(null);
  const sending = controller !== null;

  const send = async () => {
    if (!file) {
      setErrors(['Selecione um arquivo.']);
      return;
    }
    const form = new FormData();
    form.append(FILE_FIELD, file);
    const abort = new AbortController();
    setController(abort);
    setErrors([]);
    setResult(null);
    try {
      const answer = await enviar(form, { signal: abort.signal, onProgress: setProgress });
      setResult(answer);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: invalida });
    } catch (error) {
      if ((error as Error).name !== 'AbortError')
        setErrors(isApiError(error) ? error.errors : [String(error)]);
    } finally {
      setController(null);
      setProgress(null);
    }
  };
  const close = () => {
    controller?.abort();
    setErrors([]);
    setResult(null);
    setFile(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={tituloId}
    >
      <DialogTitle id={tituloId}>{titulo}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {instrucoes}
        </Typography>
        <UploadArea
          label={rotuloArquivo}
          accept={['csv', 'xlsx']}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setErrors([]);
            setResult(null);
          }}
          disabled={sending}
          progress={progress}
          onCancel={() => controller?.abort()}
        />
        {errors.length > 0 && <ErrorBox errors={errors} sx={{ mt: 2, maxHeight: 280, overflow: 'auto' }} />}
        {result !== null && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {resumo(result)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Fechar</Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending || !file}>
          {sending ? 'Importando...' : 'Importar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
