import type { CourseResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { type IrsReviewer, useAssignApprover, useCommonApprovers, useSaveIrsInfo } from './irs-api.ts';

/**
 * IRS CE Workflow: the approver is chosen from the common approvers (role 26), and
 * only that person, signed in, sees the switch that approves the course.
 */
export function IrsWorkflow({ course, reviewer }: { course: CourseResponse; reviewer: IrsReviewer }) {
  const courseId = course.courseHeader.id;
  const approvers = useCommonApprovers();
  const me = useStore(sessionStore).user?.person_id ?? null;
  const [choice, setChoice] = useState(reviewer.approver ? String(reviewer.approver.id) : '');
  const assign = useAssignApprover(courseId);
  const approve = useSaveIrsInfo(courseId);
  const isApprover = reviewer.approver !== null && reviewer.approver.id === me;
  const options = approvers.data ?? [];

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Typography variant="body2">
        IRS CE approver: <strong>{reviewer.approver?.name ?? 'Not assigned'}</strong> · Status:{' '}
        <strong>{reviewer.is_irs_ce_approved ? 'Approved' : 'Not approved'}</strong>
      </Typography>
      {course.abilities.edit && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            label="IRS CE approver"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={approvers.error ? 'The common approvers could not be loaded.' : 'From the common IRS CE approvers'}
            error={Boolean(approvers.error)}
          >
            <option value="">None</option>
            {options.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={assign.isPending || choice === String(reviewer.approver?.id ?? '')}
            onClick={() => assign.mutate(choice === '' ? null : Number(choice))}
          >
            Assign
          </Button>
        </Stack>
      )}
      {isApprover && (
        <FormControlLabel
          label="Approve IRS CE"
          disabled={approve.isPending}
          control={
            <Switch checked={reviewer.is_irs_ce_approved} onChange={(e) => approve.mutate({ is_irs_ce_approved: e.target.checked })} />
          }
        />
      )}
    </Stack>
  );
}
