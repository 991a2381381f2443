import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_MESSAGES, type FileKind } from '@prix/shared/core';
import { acceptedTypes, fileProblem, formatSize } from './upload-check';

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

/**
 * An upload area that takes several files (a redemption's photos, a pending item's answer): the same states as
 * `UploadArea` (drag over, a refused type), each file checked for type and size before it joins the list, the
 * list with a button to remove each one, and the count limit. A plain file input underneath, `multiple`.
 */
export function MultiUploadArea(props: MultiUploadAreaProps) {
  const { label, accept, files, onChange, maxBytes, maxFiles, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<'idle' | 'active' | 'rejected'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { label: useId(), text: useId(), hint: useId(), message: useId() };

  const add = (chosen: readonly File[]) => {
    setDrag('idle');
    if (!chosen.length) return;
    const found = chosen
      .map((file) => fileProblem(file, accept, maxBytes, props.tooLargeMessage))
      .find((p) => p !== null);
    if (found) return setProblem(found);
    if (files.length + chosen.length > maxFiles) return setProblem(`Envie no máximo ${maxFiles} arquivos.`);
    setProblem(null);
    onChange([...files, ...chosen]);
  };
  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    const types = Array.from(event.dataTransfer.items, (item) => item.type);
    setDrag(
      types.every((type) => type === '' || acceptedTypes(accept).includes(type)) ? 'active' : 'rejected',
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const message = drag === 'rejected' ? UPLOAD_MESSAGES.wrongType : problem;

  return (
    <Box>
      <Typography id={ids.label} component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${ids.label} ${ids.text} ${ids.hint}`}
        aria-describedby={message ? ids.message : undefined}
        aria-disabled={disabled || undefined}
        data-state={drag}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDrag('idle')}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 3,
          border: '2px dashed',
          borderRadius: 1,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          borderColor: drag === 'active' ? 'primary.main' : message ? 'error.main' : 'divider',
          bgcolor: drag === 'active' ? 'action.hover' : 'transparent',
          color: drag === 'rejected' ? 'error.main' : 'text.primary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadFileIcon aria-hidden color={drag === 'rejected' ? 'error' : 'action'} />
        <Typography id={ids.text}>
          {drag === 'active' ? 'Solte os arquivos' : 'Arraste os arquivos até aqui ou clique para escolher'}
        </Typography>{' '}
        <Typography id={ids.hint} variant="body2" color="text.secondary">
          {props.hint}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={acceptedTypes(accept).join(',')}
        disabled={disabled}
        data-testid="upload-input"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {message && (
        <Typography id={ids.message} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
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
    </Box>
  );
}
