import { type CertifySent, type ClassResponse, certificationChecklist } from '@cpe/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import type { CertificationValidation } from '../api/class-types.ts';
import { CERTIFY_KEYS, type CertifyKey, certifyErrors, certifyForm, certifySent } from './certify-fields.ts';

interface Props {
  label: string;
  cls: Pick<ClassResponse, 'classSummary' | 'elements'>;
  validation: CertificationValidation;
  onConfirm(fields: CertifySent): void;
  onClose(): void;
}

/**
 * The certify confirmation: the certification and attestation checklists,
 * each with its 'Passed Approval' row, and the class's certification fields (CQ duration,
 * sponsor, LMS ID, alternate id) as the element configuration shows and requires them.
 */
export function CertifyDialog({ label, cls, validation, onConfirm, onClose }: Props) {
  const id = useId();
  const [form, setForm] = useState(() => certifyForm(cls.classSummary));
  const [errors, setErrors] = useState<Partial<Record<CertifyKey, string>>>({});
  const sections = [
    { title: 'Certification', rows: validation.certification ?? [] },
    { title: 'Attestation', rows: validation.attestation ?? [] },
  ].filter((s) => s.rows.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = certifyErrors(form, cls);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onConfirm(certifySent(form, cls.elements));
  };
  const shown = CERTIFY_KEYS.filter((k) => cls.elements[k].displayed);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate aria-label={`${label} class`}>
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
              <ApprovalChecklist caption={`${s.title} checklist`} checks={certificationChecklist(s.rows)} />
            </div>
          ))}
          {shown.length > 0 && (
            <Stack spacing={2} sx={{ mt: 3 }}>
              {shown.map((k) => (
                <TextField
                  key={k}
                  label={cls.elements[k].label}
                  required={cls.elements[k].required}
                  disabled={!cls.elements[k].editable}
                  value={form[k]}
                  onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
                  error={Boolean(errors[k])}
                  helperText={errors[k]}
                  slotProps={k === 'cq_duration' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
                />
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            {label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
