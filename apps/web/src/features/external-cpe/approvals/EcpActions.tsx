import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { type ExternalCpeResponse, useEcpWrite } from '../api/ecp-queries.ts';
import { type EcpAction, ecpActions, runEcpAction } from './ecp-actions.ts';

/**
 * The request's workflow buttons: Submit for the learner; Approve, Reopen and Not Approved
 * (PUT /requests/close-not-approved) for staff, each confirmed, reopen and Not Approved
 * with an optional reason. The server's message goes to the alert bar.
 */
export function EcpActions({ request }: { request: ExternalCpeResponse }) {
  const id = request.header.internal_id;
  const { user } = useStore(sessionStore);
  const actions = ecpActions(request.abilities);
  const [chosen, setChosen] = useState<EcpAction | null>(null);
  const [reason, setReason] = useState('');
  const run = useEcpWrite(id, (a: EcpAction) => runEcpAction(a.key, id, reason, user?.person_id));
  const close = () => {
    setChosen(null);
    setReason('');
  };
  if (actions.length === 0) return null;
  return (
    <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((a) => (
        <Button key={a.key} variant="contained" color={a.color} onClick={() => setChosen(a)}>
          {a.label}
        </Button>
      ))}
      <FormDialog
        open={chosen !== null}
        title={chosen ? (chosen.dialogTitle ?? `${chosen.label}: ${request.details.title}`) : ''}
        submitLabel={chosen?.label ?? 'OK'}
        submitting={run.isPending}
        onClose={close}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) run.mutate(chosen, { onSuccess: close });
        }}
      >
        {chosen?.dialogTitle && <Typography variant="subtitle2">{request.details.title}</Typography>}
        <Typography variant="body2">{chosen?.explanation}</Typography>
        {chosen?.reason && (
          <TextField
            label="Reason (optional)"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      </FormDialog>
    </Box>
  );
}
