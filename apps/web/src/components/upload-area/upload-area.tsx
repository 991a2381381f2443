import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SxProps, Theme } from '@mui/material/styles';
import { UPLOAD_MESSAGES, type FileKind, type StoredFileInfo } from '@prix/shared/core';
import type { UploadProgress } from '../../lib/api-client';
import { acceptedTypes, dragAcceptable, fileProblem, formatSize } from './upload-check';

export interface DropZoneProps {
  readonly label: string;
  readonly accept: readonly FileKind[];
  /** The picker takes several files, and a drag of several accepted files is welcome. */
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** The area's words when idle, while an accepted file is over it, and while a refused one is. */
  readonly text: { readonly idle: string; readonly active: string; readonly rejected: string };
  /** The limits, under the words. */
  readonly hint: string;
  /** What is wrong with the last choice or the form, shown under the area. */
  readonly problem: string | null;
  /** The files dropped or picked (possibly none). */
  readonly onFiles: (files: File[]) => void;
  /** What the area shows of the choice (the chosen files, the progress), under the message. */
  readonly children?: ReactNode;
  readonly sx?: SxProps<Theme>;
}

/**
 * The drag-and-drop area of SPEC §4 that both upload areas draw: the field's label, the zone with its states
 * (idle, an accepted file dragged over, 'Tipo de arquivo não aceito' for one it does not take), a plain file
 * input underneath (clicking, Enter or Space open the picker) and the message. What was chosen is the caller's.
 */
export function DropZone(props: DropZoneProps) {
  const { label, accept, multiple = false, disabled, text } = props;
  const input = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<'idle' | 'active' | 'rejected'>('idle');
  const ids = { label: useId(), text: useId(), hint: useId(), message: useId() };

  const take = (files: File[]) => {
    setDrag('idle');
    props.onFiles(files);
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
    const items = Array.from(event.dataTransfer.items, (item) => ({ kind: item.kind, type: item.type }));
    setDrag(dragAcceptable(items, accept, multiple) ? 'active' : 'rejected');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const message = drag === 'rejected' ? UPLOAD_MESSAGES.wrongType : props.problem;

  return (
    <Box sx={props.sx}>
      <Typography id={ids.label} component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {/* Named by the field's label and then by what it shows (the instruction and the limits): a name that
          leaves out the words on the button fails speech input and WCAG 2.5.3 (label in name). */}
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
        <Typography id={ids.text}>{text[drag]}</Typography>
        {/* A space between the two lines, so the area's text reads as words, not 'escolherTamanho'. */}{' '}
        <Typography id={ids.hint} variant="body2" color="text.secondary">
          {props.hint}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={acceptedTypes(accept).join(',')}
        disabled={disabled}
        data-testid="upload-input"
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {message && (
        <Typography id={ids.message} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      {props.children}
    </Box>
  );
}

export interface UploadAreaProps {
  readonly label: string;
  readonly accept: readonly FileKind[];
  /** The file chosen for the next save (not sent yet). */
  readonly file: File | null;
  readonly onChange: (file: File | null) => void;
  /** The record's stored file, when editing. */
  readonly current?: StoredFileInfo | null;
  /** A message from the form (no file chosen for a new record). */
  readonly error?: string | null;
  readonly disabled?: boolean;
  /** While the save sends the file: bytes sent of the total, and how to stop. */
  readonly progress?: UploadProgress | null;
  readonly onCancel?: () => void;
  /** A limit below SPEC's 200 MB (a redemption's proof), with its hint and message. */
  readonly maxBytes?: number;
  readonly hint?: string;
  readonly tooLargeMessage?: string;
}

const SINGLE_TEXT = {
  idle: 'Arraste o arquivo até aqui ou clique para escolher',
  active: 'Solte o arquivo',
  rejected: UPLOAD_MESSAGES.wrongType,
};

/**
 * The drag-and-drop upload area of SPEC §4: idle; 'Solte o arquivo' while a file is dragged over; 'Tipo de
 * arquivo não aceito' for one it does not take; the chosen file with its size and a button to remove it before
 * saving; the 200 MB limit, checked here before anything is sent; a progress bar with 'Cancelar envio' while
 * the save sends it. A plain file input underneath: clicking, Enter or Space open the picker.
 */
export function UploadArea(props: UploadAreaProps) {
  const { label, accept, file, onChange, current, disabled, progress } = props;
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: readonly File[]) => {
    if (!chosen[0]) return;
    const found =
      chosen.length > 1
        ? UPLOAD_MESSAGES.oneFile
        : fileProblem(chosen[0], accept, props.maxBytes, props.tooLargeMessage);
    setProblem(found);
    if (!found) onChange(chosen[0]);
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  return (
    <DropZone
      label={label}
      accept={accept}
      disabled={disabled}
      text={SINGLE_TEXT}
      hint={props.hint ?? UPLOAD_MESSAGES.hint}
      problem={problem ?? props.error ?? null}
      onFiles={choose}
      sx={{ gridColumn: '1 / -1' }}
    >
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {file.name} ({formatSize(file.size)})
          </Typography>
          {!progress && (
            <IconButton
              size="small"
              aria-label={`Remover ${file.name}`}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ) : (
        current && (
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            Arquivo atual: {current.nome} ({formatSize(current.tamanho)})
          </Typography>
        )
      )}
      {progress && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Progresso do envio"
            sx={{ flex: 1 }}
          />
          <Typography variant="body2" aria-live="polite">
            {percent}%
          </Typography>
          <Button size="small" onClick={props.onCancel}>
            Cancelar envio
          </Button>
        </Box>
      )}
    </DropZone>
  );
}
