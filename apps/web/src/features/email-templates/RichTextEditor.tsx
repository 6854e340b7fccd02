import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { LinkDialog } from './LinkDialog.tsx';

/**
 * The template body's rich-text editor (TipTap): only what the server's allow-list keeps
 * (paragraphs, headings 1–3, bold, italic, underline, lists, links, quotes). The toolbar is a
 * labelled row of toggle buttons, each reachable by Tab and pressed with Enter or Space.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onReady,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The editor, for inserting a placeholder where the cursor is. */
  onReady: (editor: Editor | null) => void;
  /** What is wrong with the text, shown beneath it and announced with it. */
  error?: string | null;
}) {
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, protocols: ['mailto'] },
      }),
    ],
    content: value,
    editorProps: { attributes: editorAttributes(label, errorId, error) },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => {
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editorAttributes(label, errorId, error) } });
  }, [editor, label, errorId, error]);
  // A restore or another template replaces the content; typing does not come back through here.
  useEffect(() => {
    if (editor && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {editor && <Toolbar editor={editor} label={`${label} formatting`} onLink={() => setLinkOpen(true)} />}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 1,
          minHeight: 200,
          '& .template-editor': { outline: 'none', minHeight: 180 },
          '&:focus-within': { borderColor: 'primary.main', outline: '2px solid', outlineColor: 'primary.main' },
          overflowWrap: 'anywhere',
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && (
        <Typography id={errorId} variant="caption" color="error" component="p" sx={{ mt: 0.5, mx: 1.75 }}>
          {error}
        </Typography>
      )}
      {editor && linkOpen && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onSave={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
            setLinkOpen(false);
          }}
        />
      )}
    </Box>
  );
}

/** The editable element's attributes: a labelled multi-line textbox, invalid and described by its error when it has one. */
function editorAttributes(label: string, errorId: string, error: string | null | undefined): Record<string, string> {
  return {
    'aria-label': label,
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'template-editor',
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
}

function Toolbar({ editor, label, onLink }: { editor: Editor; label: string; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();
  const button = (name: string, selected: boolean, onClick: () => void, icon: ReactNode) => (
    <ToggleButton key={name} value={name} size="small" aria-label={name} selected={selected} onChange={onClick} sx={{ minWidth: 40 }}>
      {icon}
    </ToggleButton>
  );
  return (
    <Box role="toolbar" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
      {button(
        'Bold',
        state.bold,
        run((c) => c.toggleBold()),
        <FormatBold />,
      )}
      {button(
        'Italic',
        state.italic,
        run((c) => c.toggleItalic()),
        <FormatItalic />,
      )}
      {button(
        'Underline',
        state.underline,
        run((c) => c.toggleUnderline()),
        <FormatUnderlined />,
      )}
      {button(
        'Bulleted list',
        state.bullet,
        run((c) => c.toggleBulletList()),
        <FormatListBulleted />,
      )}
      {button(
        'Numbered list',
        state.ordered,
        run((c) => c.toggleOrderedList()),
        <FormatListNumbered />,
      )}
      {button('Link', state.link, onLink, <InsertLink />)}
      {([1, 2, 3] as const).map((level) =>
        button(
          `Heading ${level}`,
          state[`h${level}`],
          run((c) => c.toggleHeading({ level })),
          <span aria-hidden="true">{`H${level}`}</span>,
        ),
      )}
    </Box>
  );
}
