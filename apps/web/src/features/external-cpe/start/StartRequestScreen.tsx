import { calls, ECP_MESSAGES, MESSAGES } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

interface StartValues {
  title: string;
  delivery_method_id: string;
  start_date: string;
  completion_date: string;
}

/** POST /requests/ext-cpe, then the rest of what was typed through PUT /requests/ext-cpe/details/{id}. */
async function startRequest(v: StartValues): Promise<number> {
  const { requestId } = await call(calls.createExternalCpe, { body: { title: v.title.trim() } });
  const rest = {
    ...(v.delivery_method_id ? { delivery_method_id: Number(v.delivery_method_id) } : {}),
    ...(v.start_date ? { start_date: v.start_date } : {}),
    ...(v.completion_date ? { completion_date: v.completion_date } : {}),
  };
  if (Object.keys(rest).length > 0) await call(calls.updateExternalCpeDetails, { params: { id: requestId }, body: rest });
  return requestId;
}

/**
 * /learner/external: a learner starts a Draft request for CPE taken outside the firm
 * (program title, delivery method, dates) and continues on its Request Details.
 */
export default function StartRequestScreen() {
  const navigate = useNavigate();
  const methods = useRefLookups().data?.deliveryMethods ?? [];
  const [values, setValues] = useState<StartValues>({ title: '', delivery_method_id: '', start_date: '', completion_date: '' });
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: startRequest,
    onSuccess: (id) => {
      showAlert(ECP_MESSAGES.created);
      void navigate(routePath('learner-cpe-details-id', { id }));
    },
    onError: (e) => showAlert(errorMessage(e), 'error'),
  });
  const set = (key: keyof StartValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem =
      values.title.trim() === ''
        ? MESSAGES.required
        : values.start_date && values.completion_date && values.start_date > values.completion_date
          ? 'The start date must not be after the completion date.'
          : null;
    setError(problem);
    if (!problem) start.mutate(values);
  };
  const shrink = { inputLabel: { shrink: true } } as const;
  return (
    <PageSection title="Request External CPE">
      <Typography sx={{ mb: 2 }}>
        Took CPE outside the firm (a conference, a webinar, a college course)? Start a request here; you can add the sponsor, the credits
        and the certificate next.{' '}
        <Link component={RouterLink} to={routePath('learner-external2')}>
          Start from a certificate instead
        </Link>
      </Typography>
      <Box
        component="form"
        aria-label="New external CPE request"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, maxWidth: 600 }}
      >
        <TextField
          label="Program Title"
          required
          value={values.title}
          onChange={set('title')}
          error={error === MESSAGES.required}
          helperText={error === MESSAGES.required ? error : undefined}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          select
          label="Delivery Method"
          value={values.delivery_method_id}
          onChange={set('delivery_method_id')}
          slotProps={nativeSelect}
        >
          <option value="">None</option>
          {methods.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}
            </option>
          ))}
        </TextField>
        <TextField label="Start Date" type="date" value={values.start_date} onChange={set('start_date')} slotProps={shrink} />
        <TextField
          label="Completion Date"
          type="date"
          value={values.completion_date}
          onChange={set('completion_date')}
          error={Boolean(error && error !== MESSAGES.required)}
          helperText={error && error !== MESSAGES.required ? error : undefined}
          slotProps={shrink}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            Start request
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}
