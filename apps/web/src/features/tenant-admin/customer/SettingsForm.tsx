import { type CustomerSettings, customerSettings, DATE_FORMATS } from '@cpe/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDisplay } from '../../../lib/dates.ts';
import { saveSettings, useTenantAdminWrite } from '../api/tenant-admin-queries.ts';

type Errors = Record<string, string>;

/** The form's own check is the server's schema: a bad value is named beside its field before anything is sent. */
function check(values: CustomerSettings): Errors {
  const parsed = customerSettings.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const NUMBER_FIELDS = [
  ['sessionTotalMinutes', 'Session total time-out (minutes)'],
  ['sessionIdleMinutes', 'Session idle time-out (minutes, 0 turns it off)'],
  ['contentExpiryYears', 'Content expiry (years)'],
  ['biographyExpiryMonths', 'Biography expiry (months)'],
  ['maxDocumentMegabytes', 'Largest document (MB)'],
] as const;

/** The firm's tenant reference settings (/customer-admin). */
export function SettingsForm({ initial }: { initial: CustomerSettings }) {
  const [values, setValues] = useState<CustomerSettings>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useTenantAdminWrite(saveSettings);
  const set = <K extends keyof CustomerSettings>(key: K, value: CustomerSettings[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label="Reference settings">
      <TextField
        select
        label="Date format"
        value={values.dateFormat}
        onChange={(e) => set('dateFormat', e.target.value as CustomerSettings['dateFormat'])}
        {...field('dateFormat')}
      >
        {DATE_FORMATS.map((f) => (
          <MenuItem key={f} value={f}>
            {f}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="date-preview">
        Dates appear as: {formatDisplay(new Date())}
      </Typography>
      <TextField
        label="Default timezone"
        value={values.defaultTimezone}
        onChange={(e) => set('defaultTimezone', e.target.value)}
        {...field('defaultTimezone')}
      />
      {NUMBER_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          type="number"
          value={Number.isNaN(values[key]) ? '' : values[key]}
          onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
          {...field(key)}
        />
      ))}
      <TextField
        label="Password pattern (regular expression)"
        value={values.passwordPattern}
        onChange={(e) => set('passwordPattern', e.target.value)}
        {...field('passwordPattern')}
      />
      <TextField
        label="Password complexity message"
        value={values.passwordComplexityMessage}
        onChange={(e) => set('passwordComplexityMessage', e.target.value)}
        {...field('passwordComplexityMessage')}
      />
      <TextField
        label="Privacy policy"
        multiline
        minRows={3}
        value={values.privacyPolicy}
        onChange={(e) => set('privacyPolicy', e.target.value)}
        {...field('privacyPolicy')}
      />
      <TextField
        label="Learner help link"
        value={values.helpLinks.learner}
        onChange={(e) => set('helpLinks', { ...values.helpLinks, learner: e.target.value })}
        {...field('helpLinks.learner')}
      />
      <TextField
        label="Administrator help link"
        value={values.helpLinks.admin}
        onChange={(e) => set('helpLinks', { ...values.helpLinks, admin: e.target.value })}
        {...field('helpLinks.admin')}
      />
      <TextField
        label="Code of conduct: Attendance"
        multiline
        minRows={2}
        value={values.codeOfConduct.Attendance}
        onChange={(e) => set('codeOfConduct', { ...values.codeOfConduct, Attendance: e.target.value })}
        {...field('codeOfConduct.Attendance')}
      />
      <TextField
        label="Code of conduct: Attestation"
        multiline
        minRows={2}
        value={values.codeOfConduct.Attestation}
        onChange={(e) => set('codeOfConduct', { ...values.codeOfConduct, Attestation: e.target.value })}
        {...field('codeOfConduct.Attestation')}
      />
      <TextField
        label="External logout location"
        value={values.externalLogoutLocation}
        onChange={(e) => set('externalLogoutLocation', e.target.value)}
        {...field('externalLogoutLocation')}
      />
      <FormControlLabel
        control={<Switch checked={values.restrictedRoleAccess} onChange={(e) => set('restrictedRoleAccess', e.target.checked)} />}
        label="Restricted role access"
      />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save settings
      </Button>
    </Stack>
  );
}
