import type { MergeChange, MergeRoleChange, MergeSummary } from '@cpe/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { RecordTable } from '../../components/record/RecordTable.tsx';

const COUNT_LABELS: [keyof MergeSummary['counts'], string][] = [
  ['roster_entries', 'Roster entries'],
  ['roster_conflicts', 'Classes both are on (one entry stays)'],
  ['transcripts', 'Transcripts'],
  ['requests', 'External CPE requests'],
  ['aoas', 'Affidavits of attendance'],
  ['documents', 'Documents'],
  ['roles', 'Roles gained'],
];

function Changes({ title, rows }: { title: string; rows: MergeChange[] }) {
  return (
    <PageSection title={title} level={2}>
      {rows.length === 0 ? (
        <EmptyState>No changes</EmptyState>
      ) : (
        <RecordTable
          caption={title}
          rows={rows}
          rowKey={(c) => `${c.type}:${c.value_new}`}
          columns={[
            { header: 'Type', cell: (c) => c.type },
            { header: 'Old Value', cell: (c) => c.value_old ?? '----' },
            { header: 'New Value', cell: (c) => c.value_new },
            { header: 'Primary', cell: (c) => String(c.primary) },
          ]}
        />
      )}
    </PageSection>
  );
}

/** The roles the survivor gains (ADR 0055), and whether the person merging may give each. */
function RoleChanges({ rows }: { rows: MergeRoleChange[] }) {
  return (
    <PageSection title="Role Changes" level={2}>
      {rows.length === 0 ? (
        <EmptyState>No roles change</EmptyState>
      ) : (
        <RecordTable
          caption="Role Changes"
          rows={rows}
          rowKey={(r) => String(r.role_id)}
          columns={[
            { header: 'Role gained', cell: (r) => r.role_name },
            { header: 'You may give it', cell: (r) => (r.grantable === 1 ? 'Yes' : 'No') },
          ]}
        />
      )}
    </PageSection>
  );
}

/** The merge payload: the e-mail and id changes (old value: the survivor's primary one), then what moves. */
export function MergeSummaryView({ summary }: { summary: MergeSummary }) {
  return (
    <Box data-testid="merge-summary">
      <Typography sx={{ mb: 2 }}>
        Everything of {summary.victim.name} (#{summary.victim.id}) moves to {summary.survivor.name} (#{summary.survivor.id}).
      </Typography>
      <Changes title="E-mail Changes" rows={summary.email_changes} />
      <Changes title="Id Changes" rows={summary.id_changes} />
      <RoleChanges rows={summary.role_changes} />
      <PageSection title="What Moves" level={2}>
        <RecordTable
          caption="What moves"
          rows={COUNT_LABELS}
          rowKey={([key]) => key}
          columns={[
            { header: 'Records', cell: ([, label]) => label },
            { header: 'Count', cell: ([key]) => String(summary.counts[key]) },
          ]}
        />
      </PageSection>
    </Box>
  );
}
