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
import { IMPORT_COLUMNS, importResultSchema, type ImportResult } from '@prix/shared/faturamento';
import { sendForm, isApiError, type UploadProgress } from '../../lib/api-client';
import { ErrorBox } from '../../components/error-box';
import { UploadArea } from '../../components/upload-area/upload-area';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function importSummary(r: ImportResult): string {
  return `${plural(r.linhas, 'linha importada', 'linhas importadas')}: ${plural(r.inseridos, 'mês incluído', 'meses incluídos')}, ${plural(r.atualizados, 'atualizado', 'atualizados')}, ${plural(r.inalterados, 'sem alteração', 'sem alteração')}.`;
}

/**
 * 'Importar faturamento' (decision 0025): the ERP's CSV or XLSX through the one upload pipeline. The server
 * refuses a file with any bad row whole; the list of its lines shows here, or the counts of what changed.
 */
export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
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
      const answer = await sendForm('POST', '/faturamento/importar', form, {
        schema: importResultSchema,
        signal: abort.signal,
        onProgress: setProgress,
      });
      setResult(answer);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['faturamento'] });
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
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>Importar faturamento</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Planilha XLSX ou CSV (separado por ; ou ,) com a linha de cabeçalho{' '}
          <strong>{IMPORT_COLUMNS.join('; ')}</strong>. Parceiro é o CNPJ ou o código do ERP; Mês no formato
          mm/aaaa; valores como 1.234,56. Se alguma linha tiver erro, nada é importado. Máximo de 10 MB.
        </Typography>
        <UploadArea
          label="Arquivo de faturamento"
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
            {importSummary(result)}
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
