import { calls, type DocumentComment, type DocumentRow, MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { call } from '../../lib/call.ts';
import { formatDisplay } from '../../lib/dates.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState } from '../page/PageSection.tsx';

const COMMENT_MAX = 4000;
export const documentCommentsKey = (documentId: number) => ['document-comments', documentId] as const;

/**
 * The comments on one document of a record's Documentation step (POST /docs/getComments,
 * PUT /docs/updateComments): who wrote what and when, oldest first, and a new comment, which
 * anyone who sees the record may add (the server checks, and audits it). The list is the
 * answer of the write, so it shows the comment as saved.
 */
export function DocumentCommentsDialog({ doc, onClose }: { doc: DocumentRow; onClose(): void }) {
  const titleId = useId();
  const timezone = useTenantTimezone();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const comments = useQuery({
    queryKey: documentCommentsKey(doc.id),
    queryFn: ({ signal }) => call(calls.getDocumentComments, { body: { documentId: doc.id }, signal }),
  });
  const add = useMutation({
    mutationFn: (comment: string) => call(calls.updateDocumentComments, { body: { documentId: doc.id, comment } }),
    onSuccess: (list: DocumentComment[]) => {
      client.setQueryData(documentCommentsKey(doc.id), list);
      setText('');
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment) return setProblem(MESSAGES.required);
    setProblem(null);
    add.mutate(comment);
  };
  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>{`Comments on ${doc.doc_name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {comments.isError && <Alert severity="error">The comments could not be loaded: {errorMessage(comments.error)}</Alert>}
          {comments.isPending && <LoadingSpinner label="Loading the comments" />}
          {comments.data?.length === 0 && <EmptyState>No comments on this document yet.</EmptyState>}
          {comments.data && comments.data.length > 0 && (
            <List dense aria-label="Comments">
              {comments.data.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText
                    primary={c.comment}
                    secondary={`${c.created_by} · ${formatDisplay(c.created_on, timezone)}`}
                    slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <TextField
            label="New comment"
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={problem !== null}
            helperText={problem ?? undefined}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          Add comment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
