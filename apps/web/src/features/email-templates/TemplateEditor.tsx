import type { TemplateDetail } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { PageSection } from '../../components/page/PageSection.tsx';
import { useTemplateWrites } from './api/templates-api.ts';
import { PlaceholderList } from './PlaceholderList.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

/** One template's subject and body, the placeholders beside them, and the actions on the edit. */
export function TemplateEditor({ template }: { template: TemplateDetail }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [footer, setFooter] = useState(template.footer);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [open, setOpen] = useState<'preview' | 'versions' | null>(null);
  const writes = useTemplateWrites();
  const onReady = useCallback((e: Editor | null) => setEditor(e), []);
  const noEditor = useCallback(() => {}, []);
  const draft = { templateId: template.templateId, emailSubject: subject, emailTemplate: body, emailFooter: footer };
  const insert = (name: string) => editor?.chain().focus().insertContent(`{{${name}}}`).run();
  return (
    <PageSection title={template.name} level={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required fullWidth />
          <RichTextEditor label="Email body" value={template.body} onChange={setBody} onReady={onReady} />
          {/* The footer closes every e-mail of this kind (spec §3 Email template: subject, body, footer). */}
          <RichTextEditor label="Email footer" value={template.footer} onChange={setFooter} onReady={noEditor} />
        </Stack>
        <PlaceholderList placeholders={template.placeholders} onInsert={insert} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" disabled={writes.save.isPending} onClick={() => writes.save.mutate(draft)}>
          Save
        </Button>
        <Button variant="outlined" onClick={() => setOpen('preview')}>
          Preview
        </Button>
        <Button variant="outlined" disabled={writes.sendTest.isPending} onClick={() => writes.sendTest.mutate(draft)}>
          Send me a test
        </Button>
        <Button variant="outlined" onClick={() => setOpen('versions')}>
          Versions
        </Button>
      </Stack>
      {open === 'preview' && <PreviewDialog draft={draft} tenantImage={template.tenantImage} onClose={() => setOpen(null)} />}
      {open === 'versions' && <VersionsDialog templateId={template.templateId} onClose={() => setOpen(null)} />}
    </PageSection>
  );
}
