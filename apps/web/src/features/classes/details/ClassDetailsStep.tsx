import { CLASS_MESSAGES, calls, elementsChangedBy, virtualFix } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useClassWrite } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import {
  type ClassDetailsForm,
  type DetailsErrors,
  deliveryMethodChoices,
  detailsBody,
  detailsErrors,
  detailsForm,
} from './details-form.ts';
import { EngagementMeasures } from './EngagementMeasures.tsx';

const TIMEZONE_CHANGE_NOTE = 'The class days and the code expiries keep their local times in the new timezone.';

/**
 * Class Details: title, delivery method (to choose for a Group Live & Group Internet
 * agenda, with the warning until chosen), virtual delivery, facility and timezone. The
 * server's element states (the tenant's configuration and the caller's abilities) decide
 * which show, their labels, which are required and which may be changed. A VIRTUAL
 * facility not yet delivered virtually is switched and saved once on opening.
 */
export default function ClassDetailsStep({ cls }: ClassStepProps) {
  const { classSummary: summary, elements } = cls;
  const { user } = useStore(sessionStore);
  const timezones = useRefLookups().data?.timezones ?? [];
  const [form, setForm] = useState<ClassDetailsForm>(() => detailsForm(summary));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const save = useClassWrite(
    summary.id,
    (body: ReturnType<typeof detailsBody>) => call(calls.updateClass, { params: { id: summary.id }, body }),
    'Class details saved',
  );
  const choices = deliveryMethodChoices(summary);
  const editable = elementsChangedBy('edit').some((id) => elements[id].displayed && elements[id].editable);
  const fixed = useRef(false);

  useEffect(() => setForm(detailsForm(summary)), [summary]);
  useEffect(() => {
    if (fixed.current || !cls.abilities.edit || cls.actionBlocked || !virtualFix(summary)) return;
    fixed.current = true;
    // The server reads a VIRTUAL facility as delivered virtually, so this is no change to a configured field.
    call(calls.updateClass, {
      params: { id: summary.id },
      body: detailsBody({ ...detailsForm(summary), deliveredVirtually: true }, user?.person_id),
    })
      .then(() => showAlert(CLASS_MESSAGES.virtualSwitched))
      .catch(() => undefined);
  }, [summary, cls.abilities.edit, cls.actionBlocked, user?.person_id]);

  const set = (patch: Partial<ClassDetailsForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cls.actionBlocked) return showAlert(cls.actionBlocked, 'warning');
    const problems = detailsErrors(form, cls);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(detailsBody(form, user?.person_id));
  };
  const tzOptions = timezones.some((t) => t.timezone === form.timezone)
    ? timezones
    : [{ id: 0, name: form.timezone, timezone: form.timezone }, ...timezones];
  const field = (id: keyof typeof elements, key: keyof ClassDetailsForm) => ({
    label: elements[id].label,
    required: elements[id].required,
    disabled: !elements[id].editable,
    error: Boolean(errors[key]),
    helperText: errors[key],
  });
  const method = elements.delivery_method;
  // The method the class is delivered by: the one chosen (or being chosen) on a Group Live & Group Internet agenda, else the agenda's.
  const engagedBy = form.deliveryMethodId ? Number(form.deliveryMethodId) : choices.length > 0 ? null : summary.course_delivery_method_id;
  return (
    <>
      <PageSection title="Class Details">
        {cls.detailsWarning && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {cls.detailsWarning}
          </Alert>
        )}
        <Stack component="form" spacing={2} sx={{ maxWidth: 600 }} onSubmit={submit} noValidate aria-label="Class Details">
          {elements.class_title.displayed && (
            <TextField {...field('class_title', 'title')} value={form.title} onChange={(e) => set({ title: e.target.value })} />
          )}
          {method.displayed &&
            (choices.length > 0 ? (
              <TextField
                select
                {...field('delivery_method', 'deliveryMethodId')}
                required
                value={form.deliveryMethodId}
                onChange={(e) => set({ deliveryMethodId: e.target.value })}
              >
                {choices.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField label={method.label} value={summary.delivery_method ?? summary.course_delivery_method ?? '----'} disabled />
            ))}
          {elements.delivered_virtually.displayed && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.deliveredVirtually}
                  disabled={!elements.delivered_virtually.editable}
                  onChange={(e) => set({ deliveredVirtually: e.target.checked })}
                />
              }
              label={elements.delivered_virtually.label}
            />
          )}
          {elements.location.displayed && (
            <TextField {...field('location', 'location')} value={form.location} onChange={(e) => set({ location: e.target.value })} />
          )}
          {elements.timezone.displayed && (
            <TextField
              select
              {...field('timezone', 'timezone')}
              // ADR 0014: a new zone keeps every class time's wall clock, and says so before it is saved.
              helperText={errors.timezone ?? (form.timezone === summary.timezone_data.timezone ? undefined : TIMEZONE_CHANGE_NOTE)}
              value={form.timezone}
              onChange={(e) => set({ timezone: e.target.value })}
            >
              {tzOptions.map((t) => (
                <MenuItem key={t.timezone} value={t.timezone}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              Save
            </Button>
          )}
        </Stack>
      </PageSection>
      <EngagementMeasures deliveryMethodId={engagedBy} />
    </>
  );
}
