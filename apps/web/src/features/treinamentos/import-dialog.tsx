import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FILE_FIELD, formatCount } from '@prix/shared/core';
import type { ImportacaoTreinamentos } from '@prix/shared/candidatura';
import { checkedByServer, isApiError, sendForm, type UploadProgress } from '../../lib/api-client';
import { ErrorBox } from '../../components/error-box';
import { UploadArea } from '../../components/upload-area/upload-area';
import { IMPORTAR_TREINAMENTOS_API, treinamentoKeys } from './treinamentos-api';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** 'Importação concluída: 3 conclusões incluídas, 1 atualizada.' */
export function resumoImportacao(r: ImportacaoTreinamentos): string {
  return `Importação concluída: ${plural(r.importadas, 'conclusão incluída', 'conclusões incluídas')}, ${plural(r.atualizadas, 'atualizada', 'atualizadas')}.`;
}

/**
 * 'Importar conclusões': the e-learning's file of completed trainings (CSV or XLSX) through the one upload
 * pipeline, as the billing import. The server refuses a file with any bad line whole; its lines show here,
 * or what the import added and updated.
 */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<ImportacaoTreinamentos | null>(null);
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
      const answer = await sendForm('POST', IMPORTAR_TREINAMENTOS_API, form, {
        schema: checkedByServer('POST /api/treinamentos/importar'),
        signal: abort.signal,
        onProgress: setProgress,
      });
      setResult(answer);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: treinamentoKeys.root });
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
      aria-labelledby="importar-conclusoes-titulo"
    >
      <DialogTitle id="importar-conclusoes-titulo">Importar conclusões de treinamentos</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          O arquivo do e-learning, em XLSX ou CSV (separado por ; ou ,), com a linha de cabeçalho{' '}
          <strong>Pessoa; Tipo; Data; Validade (meses)</strong>. Pessoa é o CPF ou o e-mail de quem concluiu;
          Tipo, o código do tipo de treinamento; Data, a da conclusão (dd/mm/aaaa); Validade, em meses (vazia:
          não vence). Se alguma linha tiver erro, nada é importado.
        </Typography>
        <UploadArea
          label="Arquivo de conclusões"
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
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {resumoImportacao(result)}
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
