import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';

/**
 * 'Voltar', 'Excluir' (when allowed), a view's own buttons (`children`) and 'Gravar' (when the user may
 * write). Gravar submits the form.
 */
export function DetailActions({
  onBack,
  canSave,
  saving,
  onDelete,
  children,
}: {
  onBack: () => void;
  canSave: boolean;
  saving: boolean;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'flex-end', mt: 2 }}
    >
      <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
        Voltar
      </Button>
      {onDelete && (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          Excluir
        </Button>
      )}
      {children}
      {canSave && (
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving}>
          Gravar
        </Button>
      )}
    </Stack>
  );
}
