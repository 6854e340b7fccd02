import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadingSpinner } from '../../components/page/LoadingSpinner.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { previewTemplate, TEMPLATES_KEY, type TemplateDraft, useMyPersonId } from './api/templates-api.ts';

/**
 * The edit as it will be sent, with a real record of the firm (the server renders it). The
 * body is the server's allow-listed HTML, shown in the page as a sanitized block; the tenant
 * image is the same-origin asset.
 */
export function PreviewDialog({ draft, tenantImage, onClose }: { draft: TemplateDraft; tenantImage: string | null; onClose: () => void }) {
  const personId = useMyPersonId();
  const preview = useQuery({
    queryKey: [...TEMPLATES_KEY, 'preview', draft],
    queryFn: () => previewTemplate(personId, draft),
    gcTime: 0,
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-preview-title" fullWidth maxWidth="md">
      <DialogTitle id="template-preview-title">Preview</DialogTitle>
      <DialogContent>
        {preview.isPending && <LoadingSpinner label="Rendering the preview" />}
        {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
        {preview.data && (
          <Box component="article" aria-label="Email preview" sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="p" variant="subtitle1" sx={{ mb: 1 }}>
              <strong>Subject:</strong> {preview.data.subject}
            </Typography>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              {tenantImage && <Box component="img" src={tenantImage} alt="" sx={{ maxHeight: 64, maxWidth: '100%' }} />}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed rendering (sanitize-html, ADR 0035): no script, style or event attribute reaches here. */}
              <Box dangerouslySetInnerHTML={{ __html: preview.data.bodyHtml }} />
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
