import { type CourseResponse, courseWorkflowBody, endpoints } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import { type ApprovalRow, type WorkflowButton, workflowButtons } from './workflow-actions.ts';

const COMMENT_MAX = courseWorkflowBody.shape.comment.unwrap().maxLength ?? 2000;

/** The workflow buttons the course's abilities allow, each confirmed with an optional comment (POST /course/workflow/{id}). */
export function WorkflowActions({ course, checks }: { course: CourseResponse; checks: readonly ApprovalRow[] | undefined }) {
  const id = course.courseHeader.id;
  const buttons = workflowButtons(course.abilities, course.courseHeader.version, checks);
  const [chosen, setChosen] = useState<WorkflowButton | null>(null);
  const [comment, setComment] = useState('');
  const run = useCourseWrite(id, (b: WorkflowButton) =>
    call(endpoints.courseWorkflow, { params: { id }, body: { action: b.action, ...(comment.trim() ? { comment: comment.trim() } : {}) } }),
  );
  const close = () => {
    setChosen(null);
    setComment('');
  };
  if (buttons.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant="contained"
            color={b.action === 'return' ? 'inherit' : 'primary'}
            disabled={b.disabledReason !== null}
            aria-describedby={b.disabledReason ? `reason-${b.action}` : undefined}
            onClick={() => setChosen(b)}
          >
            {b.label}
          </Button>
        ))}
      </Box>
      {buttons.map(
        (b) =>
          b.disabledReason && (
            <Typography key={b.action} id={`reason-${b.action}`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {b.disabledReason}
            </Typography>
          ),
      )}
      <FormDialog
        open={chosen !== null}
        title={chosen ? `${chosen.label}: ${course.courseHeader.title}` : ''}
        submitLabel={chosen?.label ?? 'OK'}
        submitting={run.isPending}
        onClose={close}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) run.mutate(chosen, { onSuccess: close });
        }}
      >
        <Typography variant="body2">{chosen?.explanation}</Typography>
        <TextField
          label="Comment (optional)"
          multiline
          minRows={2}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />
      </FormDialog>
    </Box>
  );
}
