import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { useTemplate, useTemplateList } from './api/templates-api.ts';
import { TemplateEditor } from './TemplateEditor.tsx';

/**
 * /email-templates (HPT024; ADR 0035): the firm's e-mails, one
 * template each. Pick one, edit its subject and body with the placeholders beside the editor,
 * preview it with a real record, send yourself a test, save, or restore an earlier version.
 */
export default function EmailTemplatesScreen() {
  const list = useTemplateList();
  const [chosen, setChosen] = useState<number | null>(null);
  const templateId = chosen ?? list.data?.list[0]?.id ?? null;
  const template = useTemplate(templateId);
  return (
    <>
      <PageSection title="Email Templates">
        <QueryView query={list} what="e-mail templates" loadingLabel="Loading e-mail templates">
          {(data) => (
            <>
              <TextField
                select
                label="Template"
                value={templateId ?? ''}
                onChange={(e) => setChosen(Number(e.target.value))}
                sx={{ minWidth: { xs: '100%', sm: 360 } }}
              >
                {data.list.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {data.list.find((t) => t.id === templateId)?.description}
              </Typography>
            </>
          )}
        </QueryView>
      </PageSection>
      {templateId !== null && (
        <QueryView query={template} what="template" loadingLabel="Loading the template">
          {(t) => <TemplateEditor key={`${t.templateId}:${t.activeTemplateId}`} template={t} />}
        </QueryView>
      )}
    </>
  );
}
