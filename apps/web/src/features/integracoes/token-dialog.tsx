import { useId, useState } from 'react';
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
import type { IntegracaoToken } from '@prix/shared/integracao';
import { formatDataHora } from '../../lib/format-date-time';

/**
 * The token, shown once (creation or rotation): the server keeps only its hash, so closing this dialog is the
 * last time anyone sees it. A button copies it; the field is read-only and selected for a manual copy.
 */
export function TokenDialog({ resposta, onClose }: { resposta: IntegracaoToken; onClose: () => void }) {
  const titleId = useId();
  const [copiado, setCopiado] = useState<'sim' | 'falhou' | null>(null);
  const copiar = () => {
    navigator.clipboard.writeText(resposta.token).then(
      () => setCopiado('sim'),
      () => setCopiado('falhou'),
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Token da integração {resposta.integracao.nome}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          Copie o token agora: ele não será mostrado de novo. Se perdê-lo, gere outro com “Trocar token”.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Token"
            value={resposta.token}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'token-integracao' },
            }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copiar} sx={{ flexShrink: 0 }}>
            Copiar
          </Button>
        </Stack>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copiado === 'sim'
            ? 'Token copiado.'
            : copiado === 'falhou'
              ? 'Não foi possível copiar: selecione o texto e copie.'
              : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Use no cabeçalho <code>Authorization: Bearer …</code> das chamadas a <code>/api/integracao/*</code>.
          {resposta.anteriorValidoAte &&
            ` O token anterior vale até ${formatDataHora(resposta.anteriorValidoAte)}.`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
