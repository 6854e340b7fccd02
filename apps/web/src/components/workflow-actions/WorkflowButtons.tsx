import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormDialog } from '../FormDialog.tsx';

/** One workflow button as a record's rules give it (courses, local learning, independent study). */
export interface WorkflowButtonModel {
  action: string;
  label: string;
  /** What the confirmation dialog says the action does. */
  explanation: string;
  /** Why the button is disabled, said under the buttons; null when it may be pressed. */
  disabledReason: string | null;
  tone?: 'primary' | 'error' | 'inherit';
  /** The confirmation's title when the spec names it ('Do Not Approve'); else '{label}: {record title}'. */
  dialogTitle?: string;
}

/** A 'return' sends a record back: a quieter button than the forward actions. */
const toneOf = (b: WorkflowButtonModel) => b.tone ?? (b.action === 'return' ? 'inherit' : 'primary');

/**
 * The workflow buttons of a record, each confirmed in a dialog with an optional comment.
 * `run` makes the call (the record's own write, which reloads the record); the dialog closes
 * when it succeeds. `extra` holds other buttons of the same row (Submit to LMS).
 */
export function WorkflowButtons<B extends WorkflowButtonModel>({
  buttons,
  recordTitle,
  commentMax,
  pending,
  run,
  extra,
}: {
  buttons: readonly B[];
  recordTitle: string;
  commentMax: number;
  pending: boolean;
  run(button: B, comment: string | undefined, done: () => void): void;
  extra?: ReactNode;
}) {
  const [chosen, setChosen] = useState<B | null>(null);
  const [comment, setComment] = useState('');
  const close = () => {
    setChosen(null);
    setComment('');
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant="contained"
            color={toneOf(b)}
            disabled={b.disabledReason !== null}
            aria-describedby={b.disabledReason ? `reason-${b.action}` : undefined}
            onClick={() => setChosen(b)}
          >
            {b.label}
          </Button>
        ))}
        {extra}
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
        title={chosen ? (chosen.dialogTitle ?? `${chosen.label}: ${recordTitle}`) : ''}
        submitLabel={chosen?.label ?? 'OK'}
        submitting={pending}
        onClose={close}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) run(chosen, comment.trim() || undefined, close);
        }}
      >
        {chosen?.dialogTitle && <Typography variant="subtitle2">{recordTitle}</Typography>}
        <Typography variant="body2">{chosen?.explanation}</Typography>
        <TextField
          label="Comment (optional)"
          multiline
          minRows={2}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: commentMax } }}
        />
      </FormDialog>
    </Box>
  );
}
