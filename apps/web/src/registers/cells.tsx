import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ColumnFormat } from '@prix/shared/core';
import { formatText } from '../lib/format-text';

/** 'Ativo' as a check or a cross from the `inativo` flag (SPEC §2.3); readable by screen readers too. */
export function ActiveMark({ inativo }: { inativo: boolean }) {
  const label = inativo ? 'Inativo' : 'Ativo';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', color: inativo ? 'error.main' : 'success.main' }}
    >
      {inativo ? <CloseIcon fontSize="small" /> : <CheckIcon fontSize="small" />}
    </Box>
  );
}

/** One list cell by the column's format. */
export function CellValue({ value, format }: { value: unknown; format: ColumnFormat | undefined }) {
  if (format === 'active') return <ActiveMark inativo={value === true} />;
  return <>{formatText(value, format)}</>;
}
