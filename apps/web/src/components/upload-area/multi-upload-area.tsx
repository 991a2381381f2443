import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { FileKind } from '@prix/shared/core';
import { DropZone } from './upload-area';
import { fileProblem, formatSize } from './upload-check';

export interface MultiUploadAreaProps {
  readonly label: string;
  readonly accept: readonly FileKind[];
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
  readonly maxBytes: number;
  readonly maxFiles: number;
  /** The limits, as the area shows them ('Até 10 arquivos, 20 MB cada'). */
  readonly hint: string;
  readonly tooLargeMessage: string;
  readonly disabled?: boolean;
}

const MULTIPLE_TEXT = {
  idle: 'Arraste os arquivos até aqui ou clique para escolher',
  active: 'Solte os arquivos',
  rejected: 'Arraste os arquivos até aqui ou clique para escolher',
};

/**
 * An upload area that takes several files (a redemption's photos, a pending item's answer): the same states as
 * `UploadArea` (drag over, a refused type), each file checked for type and size before it joins the list, the
 * list with a button to remove each one, and the count limit. A plain file input underneath, `multiple`.
 */
export function MultiUploadArea(props: MultiUploadAreaProps) {
  const { label, accept, files, onChange, maxBytes, maxFiles, disabled } = props;
  const [problem, setProblem] = useState<string | null>(null);

  const add = (chosen: readonly File[]) => {
    if (!chosen.length) return;
    const found = chosen
      .map((file) => fileProblem(file, accept, maxBytes, props.tooLargeMessage))
      .find((p) => p !== null);
    if (found) return setProblem(found);
    if (files.length + chosen.length > maxFiles) return setProblem(`Envie no máximo ${maxFiles} arquivos.`);
    setProblem(null);
    onChange([...files, ...chosen]);
  };

  return (
    <DropZone
      label={label}
      accept={accept}
      multiple
      disabled={disabled}
      text={MULTIPLE_TEXT}
      hint={props.hint}
      problem={problem}
      onFiles={add}
    >
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={`${label}: arquivos escolhidos`}
          sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}
        >
          {files.map((file, i) => (
            <Box
              component="li"
              key={`${file.name}-${i}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {file.name} ({formatSize(file.size)})
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remover ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </DropZone>
  );
}
