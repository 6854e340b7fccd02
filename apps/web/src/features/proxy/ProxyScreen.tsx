import { calls } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { PersonPicker } from '../../components/person-picker/PersonPicker.tsx';
import type { PersonOption } from '../../components/person-picker/person-search.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { call } from '../../lib/call.ts';
import { formatDisplay } from '../../lib/dates.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { actOnBehalf } from '../../lib/session/proxy-actions.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';

/**
 * /admin/proxy (ADR 0039): an administrator picks a person and acts on behalf of them, for
 * support, for an hour at most. Below: who acted for whom recently.
 */
export default function ProxyScreen() {
  const me = useStore(sessionStore).user;
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (!person) return;
    setBusy(true);
    setError(null);
    try {
      await actOnBehalf(person.id);
    } catch (e) {
      setError(errorMessage(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageSection title="Proxy">
        <Typography sx={{ mb: 2 }}>
          Act on behalf of a person to see and do what they see and do. Everything you change is recorded under both your names. You cannot
          change their password, and you cannot act for an Admin or an Educe ACC Administrator. It ends after an hour at most, or when you
          choose Stop acting.
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <PersonPicker
            label="Person"
            type="all"
            exclude={me ? [me.person_id] : []}
            value={person?.id ?? null}
            onChange={(_, p) => setPerson(p)}
          />
          <Button variant="contained" disabled={!person} onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
            Act on behalf
          </Button>
        </Stack>
      </PageSection>
      <RecentProxySessions />
      {confirming && person && (
        <ConfirmDialog
          title="Act on behalf"
          text={`Act on behalf of ${person.name}? You will see the product as they do until you stop acting.`}
          confirm="Act on behalf"
          tone="primary"
          busy={busy}
          onConfirm={() => void start()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function RecentProxySessions() {
  const timezone = useTenantTimezone();
  const query = useQuery({ queryKey: ['proxy-sessions'], queryFn: ({ signal }) => call(calls.listProxySessions, { signal }) });
  return (
    <PageSection title="Recent proxy sessions" level={2}>
      <QueryView query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>Nobody has acted on behalf of anyone yet.</EmptyState>
          ) : (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {rows.map((r) => (
                <Typography component="li" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
                  {r.administrator_name} acted on behalf of {r.person_name} from {formatDisplay(r.started_at, timezone)}
                  {r.stopped_at ? ` until ${formatDisplay(r.stopped_at, timezone)}` : ` (ends by ${formatDisplay(r.ends_at, timezone)})`}
                </Typography>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </PageSection>
  );
}
