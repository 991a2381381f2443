import { useEffect, useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/text-input';
import Typography from '@mui/material/Typography';
import LooksOne from '@mui/icons-material/LooksOne';
import LooksTwo from '@mui/icons-material/LooksTwo';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import { RICH_TEXT_HREF, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@prix/shared/core';

export interface RichTextEditorProps {
  readonly name: string;
  readonly label: string;
  /** HTML; '' when empty. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur: () => void;
  /** What the form focuses when the field holds an error. */
  readonly inputRef?: (instance: { focus: () => void } | null) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
}

/** What the toolbar shows as pressed, read from the editor on each change of selection or content. */
function formatting(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bullet: editor.isActive('bulletList'),
    ordered: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

/**
 * The rich-text editor of a register form (tiptap 3, decision 0021): bold, italic, two heading levels, lists
 * and links (http, https, mailto), which is all the server keeps. Emits '' when empty, the HTML otherwise.
 * The toolbar is a row of toggle buttons reachable with Tab; the usual shortcuts (Ctrl+B, Ctrl+I …) work too.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, value, onChange, onBlur, disabled = false, error = false } = props;
  const labelId = useId();
  const helperId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        strike: false,
        underline: false,
        // No empty paragraph forced after a final list: the stored HTML is what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => RICH_TEXT_HREF.test(url),
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: RICH_TEXT_LINK_TARGET },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(props.helperText ? { 'aria-describedby': helperId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(props.required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => formatting(current) });
  const [linkOpen, setLinkOpen] = useState(false);

  const { inputRef } = props;
  useEffect(() => {
    inputRef?.({ focus: () => editor.commands.focus() });
    return () => inputRef?.(null);
  }, [editor, inputRef]);
  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);
  // A value set from outside (the form reset to the stored record) replaces the content; typing does not.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current && !editor.isFocused) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // `icon` is a picture of what the button does, hidden from assistive technology as MUI's icons are: the
  // button's name is `labelText`. No text in it (a 'T1' would be visible text missing from the name).
  const toggle = (labelText: string, pressed: boolean, run: () => void, icon: ReactNode) => (
    <IconButton
      size="small"
      aria-label={labelText}
      title={labelText}
      aria-pressed={pressed}
      disabled={disabled}
      color={pressed ? 'primary' : 'default'}
      sx={pressed ? { bgcolor: 'action.selected' } : undefined}
      // The selection stays in the text while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {icon}
    </IconButton>
  );
  const chain = () => editor.chain().focus();

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {props.required && ' *'}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
          opacity: disabled ? 0.7 : 1,
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`Formatação de ${label}`}
          sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {toggle('Negrito', state.bold, () => chain().toggleBold().run(), <FormatBold />)}
          {toggle('Itálico', state.italic, () => chain().toggleItalic().run(), <FormatItalic />)}
          {toggle('Título', state.h2, () => chain().toggleHeading({ level: 2 }).run(), <LooksOne />)}
          {toggle('Subtítulo', state.h3, () => chain().toggleHeading({ level: 3 }).run(), <LooksTwo />)}
          {toggle(
            'Lista com marcadores',
            state.bullet,
            () => chain().toggleBulletList().run(),
            <FormatListBulleted />,
          )}
          {toggle(
            'Lista numerada',
            state.ordered,
            () => chain().toggleOrderedList().run(),
            <FormatListNumbered />,
          )}
          {toggle('Link', state.link || linkOpen, () => setLinkOpen((open) => !open), <InsertLink />)}
        </Stack>
        {linkOpen && (
          <LinkForm
            initial={String(editor.getAttributes('link').href ?? '')}
            onApply={(href) => {
              chain().extendMarkRange('link').setLink({ href }).run();
              setLinkOpen(false);
            }}
            onRemove={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
            onClose={() => setLinkOpen(false)}
          />
        )}
        <Box
          sx={{
            px: 1.5,
            cursor: disabled ? 'default' : 'text',
            '& .ProseMirror': { minHeight: 160, py: 1, outline: 'none', overflowWrap: 'anywhere' },
            '& .ProseMirror p': { my: 1 },
            '& .ProseMirror h2': { typography: 'h6', my: 1 },
            '& .ProseMirror h3': { typography: 'subtitle1', fontWeight: 700, my: 1 },
          }}
        >
          <EditorContent editor={editor} name={props.name} />
        </Box>
      </Box>
      {props.helperText && (
        <FormHelperText id={helperId} error={error}>
          {props.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The address of the selected link: applied with Enter or 'Aplicar', only http(s) or mailto. */
function LinkForm({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const typed = href.trim();
    const full = /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(typed)
      ? `mailto:${typed}`
      : /^[a-z][\w+.-]*:/i.test(typed)
        ? typed
        : `https://${typed}`;
    if (typed === '' || !RICH_TEXT_HREF.test(full)) {
      setInvalid(true);
      return;
    }
    onApply(full);
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'flex-start' } }}
    >
      <TextInput
        size="small"
        label="Endereço do link"
        placeholder="https://… ou e-mail"
        value={href}
        autoFocus
        error={invalid}
        helperText={invalid ? 'Use um endereço http(s) ou um e-mail' : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') onClose();
        }}
        sx={{ flex: 1 }}
      />
      <Button variant="contained" size="small" onClick={apply} sx={{ mt: { sm: 0.5 } }}>
        Aplicar
      </Button>
      <Button size="small" onClick={onRemove} sx={{ mt: { sm: 0.5 } }}>
        Remover link
      </Button>
    </Stack>
  );
}
