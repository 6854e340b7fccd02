import { certificationChecklist } from '@cpe/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CertificationValidation } from '../api/class-types.ts';
import { ClassChecklist } from '../approval/ClassChecklist.tsx';

interface Props {
  label: string;
  validation: CertificationValidation;
  onConfirm(): void;
  onClose(): void;
}

/** The certify confirmation (spec §2 Dialogs): the certification and attestation checklists, each with its 'Passed Approval' row. */
export function CertifyDialog({ label, validation, onConfirm, onClose }: Props) {
  const id = useId();
  const sections = [
    { title: 'Certification', rows: validation.certification ?? [] },
    { title: 'Attestation', rows: validation.attestation ?? [] },
  ].filter((s) => s.rows.length > 0);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{label} class</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Certifying writes each attended learner's credits to their transcript and sends the completions to the LMS.
        </DialogContentText>
        {sections.map((s) => (
          <div key={s.title}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {s.title}
            </Typography>
            <ClassChecklist caption={`${s.title} checklist`} checks={certificationChecklist(s.rows)} />
          </div>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
