import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { QueryView } from '../../components/QueryView.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { useTemplateVersions, useTemplateWrites } from './api/templates-api.ts';

/** Every saved version, newest first; restoring one saves it again as the newest. */
export function VersionsDialog({ templateId, onClose }: { templateId: number; onClose: () => void }) {
  const versions = useTemplateVersions(templateId, true);
  const { restore } = useTemplateWrites();
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-versions-title" fullWidth maxWidth="md">
      <DialogTitle id="template-versions-title">Versions</DialogTitle>
      <DialogContent>
        <QueryView query={versions} what="versions" loadingLabel="Loading the versions">
          {(list) => (
            <ScrollRegion label="Versions">
              <Table size="small">
                <caption>Saved versions of this template</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>Version</TableCell>
                    <TableCell>Subject</TableCell>
                    <TableCell>Saved</TableCell>
                    <TableCell>By</TableCell>
                    <TableCell>Action</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((v) => (
                    <TableRow key={v.id}>
                      <TableCell>{v.version}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.subject}</TableCell>
                      <TableCell>{new Date(v.created_at).toLocaleString()}</TableCell>
                      <TableCell>{v.created_by_name ?? 'Default'}</TableCell>
                      <TableCell>
                        {v.active ? (
                          'Active'
                        ) : (
                          <Button
                            size="small"
                            disabled={restore.isPending}
                            aria-label={`Restore version ${v.version}`}
                            onClick={() => restore.mutate({ templateId, versionId: v.id }, { onSuccess: onClose })}
                          >
                            Restore
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
