import { AOA_OBJECT_TYPE, calls } from '@cpe/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { aoaSubKey, useAoaResource } from '../api/aoa-queries.ts';
import type { AoaStepProps } from '../workspace/step-props.ts';

/** The Audit step: the workflow history (GET /aoa/history/{id}: each action, with its status change where it made one) and the audit trail of every field change. */
export default function AoaAuditStep({ aoa }: AoaStepProps) {
  const id = aoa.aoaDetails.requestId;
  const timezone = useTenantTimezone();
  const history = useAoaResource(id, 'history', (signal) => call(calls.getAoaHistory, { params: { id }, signal }));
  return (
    <>
      <PageSection title="Workflow history">
        <QueryView query={history} loadingLabel="Loading the workflow history">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No workflow history yet.</EmptyState>
            ) : (
              <List dense aria-label="Workflow history">
                {rows.map((r) => (
                  <ListItem key={r.id}>
                    <ListItemText
                      primary={`${r.action}${r.from_status !== r.to_status ? `: ${r.from_status ?? '----'} → ${r.to_status ?? '----'}` : ''}`}
                      secondary={[r.person_name, formatDisplay(r.occurred_at, timezone), r.comment].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryView>
      </PageSection>
      <AuditTrail queryKey={aoaSubKey(id, 'audit')} objectId={id} objectType={AOA_OBJECT_TYPE} />
    </>
  );
}
