import { lazy } from '../../lib/lazy';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { InBrowser } from '../../components/in-browser';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (tiptap and ProseMirror) is a chunk of its own, fetched only when a form shows a rich-text field.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** A rich-text field of a register form (TextField.html): its editor, with a placeholder while it loads. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <InBrowser
      fallback={
        // A status region names the wait; a bare span may not carry a name (ARIA), so the skeleton sits inside.
        <Box role="status" aria-label={`Carregando o editor de ${props.label}`} aria-busy="true">
          <Skeleton variant="rounded" height={220} />
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </InBrowser>
  );
}
