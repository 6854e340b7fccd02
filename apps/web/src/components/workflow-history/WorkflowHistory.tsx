import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDisplay } from '../../lib/dates.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { QueryView } from '../QueryView.tsx';
import { RecordTable } from '../record/RecordTable.tsx';
import { DEFAULT_HISTORY_COLUMNS, type HistoryColumnName, historyColumns, type WorkflowHistoryRow } from './history-columns.ts';

interface WorkflowHistoryProps {
  /** The section's title: 'Workflow History' under an approval, or the step's own ('History', 'Background'). */
  title: string;
  level?: 1 | 2;
  /** The record's history query (each feature keeps it under its record's key). */
  query: UseQueryResult<WorkflowHistoryRow[]>;
  columns?: readonly HistoryColumnName[];
  actionLabel?(action: string): string;
  /** Who an entry without a person is shown as; nothing unless given. */
  nobody?: string;
  /**
   * What a failed load names ('The workflow history could not be loaded: …', with Retry);
   * null shows the server's message alone, as a step's own data.
   */
  what?: string | null;
  loadingLabel?: string;
  empty?: string;
  /** A table of columns, or (the affidavit's audit step) a list of one line an entry. */
  layout?: 'table' | 'list';
}

/**
 * A record's workflow log, as the approval and history steps of every record type show it:
 * its section, loading and load error, the empty state, then the entries, whose table caption
 * (or list name) is always 'Workflow history'.
 */
export function WorkflowHistory({
  title,
  level,
  query,
  columns = DEFAULT_HISTORY_COLUMNS,
  actionLabel,
  nobody,
  what = 'workflow history',
  loadingLabel = 'Loading the workflow history',
  empty = 'No workflow history yet.',
  layout = 'table',
}: WorkflowHistoryProps) {
  const timezone = useTenantTimezone();
  return (
    <PageSection title={title} level={level}>
      <QueryView query={query} what={what ?? undefined} loadingLabel={loadingLabel}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : layout === 'list' ? (
            <HistoryList rows={rows} timezone={timezone} />
          ) : (
            <RecordTable
              caption="Workflow history"
              columns={historyColumns(columns, { actionLabel, nobody, timezone })}
              rows={rows}
              rowKey={(h) => h.id}
            />
          )
        }
      </QueryView>
    </PageSection>
  );
}

/** One line an entry: the action with its status change where it made one, then who, when and why. */
function HistoryList({ rows, timezone }: { rows: readonly WorkflowHistoryRow[]; timezone: string | undefined }) {
  return (
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
  );
}
