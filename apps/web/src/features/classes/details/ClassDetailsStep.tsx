import { CLASS_MESSAGES, virtualFix } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { useRefLookups } from '../../courses/api/lookups.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { PageSection } from '../../shell/PageSection.tsx';
import { useClassWrite } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-registry.ts';
import { type ClassDetailsForm, deliveryMethodChoices, detailsBody, detailsError, detailsForm } from './details-form.ts';

/**
 * Class Details: title, delivery method (to choose for a Group Live & Group Internet
 * agenda, with the warning until chosen), virtual delivery, facility and timezone;
 * editable when abilities.edit. A VIRTUAL facility not yet delivered virtually is
 * switched and saved once on opening (spec §4).
 */
export default function ClassDetailsStep({ cls }: ClassStepProps) {
  const summary = cls.classSummary;
  const editable = cls.abilities.edit;
  const { user } = useStore(sessionStore);
  const timezones = useRefLookups().data?.timezones ?? [];
  const [form, setForm] = useState<ClassDetailsForm>(() => detailsForm(summary));
  const [error, setError] = useState<string | null>(null);
  const save = useClassWrite(
    summary.id,
    (body: ReturnType<typeof detailsBody>) => api('PUT', `/class/${summary.id}`, { body }),
    'Class details saved',
  );
  const choices = deliveryMethodChoices(summary);
  const fixed = useRef(false);

  useEffect(() => setForm(detailsForm(summary)), [summary]);
  useEffect(() => {
    if (fixed.current || !editable || cls.actionBlocked || !virtualFix(summary)) return;
    fixed.current = true;
    api('PUT', `/class/${summary.id}`, { body: detailsBody({ ...detailsForm(summary), deliveredVirtually: true }, user?.person_id) })
      .then(() => showAlert(CLASS_MESSAGES.virtualSwitched))
      .catch(() => undefined);
  }, [summary, editable, cls.actionBlocked, user?.person_id]);

  const set = (patch: Partial<ClassDetailsForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cls.actionBlocked) return showAlert(cls.actionBlocked, 'warning');
    const problem = detailsError(form, choices.length > 0);
    setError(problem);
    if (!problem) save.mutate(detailsBody(form, user?.person_id));
  };
  const tzOptions = timezones.some((t) => t.timezone === form.timezone)
    ? timezones
    : [{ id: 0, name: form.timezone, timezone: form.timezone }, ...timezones];
  return (
    <PageSection title="Class Details">
      {cls.detailsWarning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {cls.detailsWarning}
        </Alert>
      )}
      <Stack component="form" spacing={2} sx={{ maxWidth: 600 }} onSubmit={submit} noValidate aria-label="Class Details">
        <TextField label="Class Title" required value={form.title} disabled={!editable} onChange={(e) => set({ title: e.target.value })} />
        {choices.length > 0 ? (
          <TextField
            select
            label="Delivery Method"
            required
            value={form.deliveryMethodId}
            disabled={!editable}
            onChange={(e) => set({ deliveryMethodId: e.target.value })}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField label="Delivery Method" value={summary.delivery_method ?? summary.course_delivery_method ?? '----'} disabled />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={form.deliveredVirtually}
              disabled={!editable}
              onChange={(e) => set({ deliveredVirtually: e.target.checked })}
            />
          }
          label="Delivered virtually"
        />
        <TextField label="Facility" value={form.location} disabled={!editable} onChange={(e) => set({ location: e.target.value })} />
        <TextField select label="Timezone" value={form.timezone} disabled={!editable} onChange={(e) => set({ timezone: e.target.value })}>
          {tzOptions.map((t) => (
            <MenuItem key={t.timezone} value={t.timezone}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {error && <Alert severity="error">{error}</Alert>}
        {editable && (
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
        )}
      </Stack>
    </PageSection>
  );
}
