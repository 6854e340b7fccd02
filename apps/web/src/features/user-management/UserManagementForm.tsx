import { calls, EMAIL_DOMAIN_PATTERN, USER_MANAGEMENT_MESSAGES, type UserManagementSettings } from '@cpe/contract';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/call.ts';
import { useRecordWrite } from '../../lib/use-record-write.ts';

export const USER_MANAGEMENT_KEY = ['user-management'] as const;

/** Typed as the server reads it: lower case, without a leading @. */
const normalise = (text: string) => text.trim().toLowerCase().replace(/^@/, '');

export function UserManagementForm({ settings }: { settings: UserManagementSettings }) {
  const [open, setOpen] = useState(settings.registrationOpen);
  const [domains, setDomains] = useState(settings.allowedEmailDomains);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listId = useId();
  const save = useRecordWrite(USER_MANAGEMENT_KEY, (body: UserManagementSettings) => call(calls.saveUserManagement, { body }));

  const addDomain = (e: FormEvent) => {
    e.preventDefault();
    const domain = normalise(draft);
    if (!EMAIL_DOMAIN_PATTERN.test(domain)) return setDraftError(USER_MANAGEMENT_MESSAGES.invalidDomain);
    if (domains.includes(domain)) return setDraftError(USER_MANAGEMENT_MESSAGES.duplicateDomain);
    setDomains([...domains, domain]);
    setDraft('');
    setDraftError(null);
  };

  return (
    <Stack spacing={3}>
      <section aria-labelledby={`${listId}-reg`}>
        <Typography id={`${listId}-reg`} component="h2" variant="h6">
          Registration
        </Typography>
        <FormControlLabel
          control={<Switch checked={open} onChange={(e) => setOpen(e.target.checked)} />}
          label="External users may register themselves"
        />
        <Typography color="text.secondary" variant="body2">
          {open ? 'The Register and Sign Up pages are open.' : 'The Register and Sign Up pages say that registration is closed.'}
        </Typography>
      </section>
      <section aria-labelledby={`${listId}-dom`}>
        <Typography id={`${listId}-dom`} component="h2" variant="h6">
          Allowed e-mail domains for external users
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          Checked when external users register, are added or imported, and change their e-mail. With no domain listed, any address is
          allowed.
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          component="ul"
          aria-label="Allowed domains"
          sx={{ p: 0, m: 0, mb: 2, flexWrap: 'wrap' }}
        >
          {domains.length === 0 && (
            <Typography component="li" sx={{ listStyle: 'none' }}>
              Any domain
            </Typography>
          )}
          {domains.map((d) => (
            <li key={d} style={{ listStyle: 'none' }}>
              <Chip
                label={d}
                deleteIcon={<CloseIcon aria-label={`Remove ${d}`} aria-hidden={false} />}
                onDelete={() => setDomains(domains.filter((x) => x !== d))}
              />
            </li>
          ))}
        </Stack>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={addDomain} noValidate>
          <TextField
            label="Domain"
            placeholder="example.com"
            size="small"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={draftError !== null}
            helperText={draftError ?? ' '}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Add domain
          </Button>
        </Stack>
      </section>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={save.isPending}
        onClick={() => save.mutate({ registrationOpen: open, allowedEmailDomains: domains })}
      >
        Save
      </Button>
    </Stack>
  );
}
