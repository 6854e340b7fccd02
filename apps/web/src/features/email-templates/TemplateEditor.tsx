import { missingPlaceholderMessage, missingRequiredPlaceholders, type TemplateDetail } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsFetching } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { PageSection } from '../../components/page/PageSection.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { TEMPLATES_KEY, useTemplateWrites } from './api/templates-api.ts';
import { PlaceholderList } from './PlaceholderList.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

type TemplateField = 'emailSubject' | 'emailTemplate' | 'emailFooter';
type FieldErrors = Partial<Record<TemplateField, string>>;

/** A 400's errors for the editor's fields (body.emailTemplate → emailTemplate), to show beside each. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const e of error.body?.errors ?? []) {
    const name = e.field.replace(/^body\./, '');
    if (name === 'emailSubject' || name === 'emailTemplate' || name === 'emailFooter') found[name] ??= e.message;
  }
  return found;
}

/** One template's subject and body, the placeholders beside them, and the actions on the edit. */
export function TemplateEditor({ template }: { template: TemplateDetail }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [footer, setFooter] = useState(template.footer);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [open, setOpen] = useState<'preview' | 'versions' | null>(null);
  const writes = useTemplateWrites();
  // After a save the screen reloads the template and, at its new version, mounts a fresh editor
  // (EmailTemplatesScreen's key): a dialog opened meanwhile would vanish with this one.
  const reloading = useIsFetching({ queryKey: [...TEMPLATES_KEY, 'template', template.templateId] }) > 0;
  const busy = writes.save.isPending || reloading;
  const onReady = useCallback((e: Editor | null) => setEditor(e), []);
  const noEditor = useCallback(() => {}, []);
  const changeBody = useCallback((html: string) => {
    setBody(html);
    setErrors(({ emailTemplate: _, ...rest }) => rest);
  }, []);
  const changeFooter = useCallback((html: string) => {
    setFooter(html);
    setErrors(({ emailTemplate: _, emailFooter: __, ...rest }) => rest);
  }, []);
  /** The contract's rule first (the message needs its required placeholders), then the server, whose 400 shows beside its field. */
  const save = () => {
    const required = template.placeholders.filter((p) => p.required).map((p) => p.name);
    const missing = missingRequiredPlaceholders(required, { body, footer })[0];
    if (missing) return setErrors({ emailTemplate: missingPlaceholderMessage(template.placeholders, missing) });
    setErrors({});
    writes.save.mutate(draft, { onError: (error) => setErrors(fieldErrorsOf(error)) });
  };
  const draft = { templateId: template.templateId, emailSubject: subject, emailTemplate: body, emailFooter: footer };
  const insert = (name: string) => editor?.chain().focus().insertContent(`{{${name}}}`).run();
  return (
    <PageSection title={template.name} level={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              setErrors(({ emailSubject: _, ...rest }) => rest);
            }}
            required
            fullWidth
            error={Boolean(errors.emailSubject)}
            helperText={errors.emailSubject}
          />
          <RichTextEditor label="Email body" value={template.body} onChange={changeBody} onReady={onReady} error={errors.emailTemplate} />
          {/* The footer closes every e-mail of this kind (a template is subject, body and footer). */}
          <RichTextEditor
            label="Email footer"
            value={template.footer}
            onChange={changeFooter}
            onReady={noEditor}
            error={errors.emailFooter}
          />
        </Stack>
        <PlaceholderList placeholders={template.placeholders} onInsert={insert} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" disabled={busy} onClick={save}>
          Save
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setOpen('preview')}>
          Preview
        </Button>
        <Button variant="outlined" disabled={busy || writes.sendTest.isPending} onClick={() => writes.sendTest.mutate(draft)}>
          Send me a test
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setOpen('versions')}>
          Versions
        </Button>
      </Stack>
      {open === 'preview' && <PreviewDialog draft={draft} tenantImage={template.tenantImage} onClose={() => setOpen(null)} />}
      {open === 'versions' && <VersionsDialog templateId={template.templateId} onClose={() => setOpen(null)} />}
    </PageSection>
  );
}
