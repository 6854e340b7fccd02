import type { courseEventsResponse } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDisplay } from '../../lib/dates.ts';
import { lmsActionLabel, lmsStatusLabel } from '../../lib/lms-requests.ts';
import { pollingInterval } from '../../lib/poll-until.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { type Column, RecordTable } from '../record/RecordTable.tsx';

/** POST /course/events and POST /class/events answer alike: the record's recent LMS requests, and whether all are finished. */
export type LmsEvents = z.infer<typeof courseEventsResponse>;
type LmsEvent = LmsEvents['events'][number];

/**
 * The LMS events of a course or class (its syncs and certifications with the LMS, newest
 * first), polled every second until finished ("Background polling every 1 second until
 * done, for: course events (finished flag), class events (finished)"): a sync started here or
 * by someone else shows as in progress, then done or failed with the LMS's messages.
 */
export function LmsEventsSection({ queryKey, load }: { queryKey: QueryKey; load(signal: AbortSignal): Promise<LmsEvents> }) {
  const timezone = useTenantTimezone();
  const events = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    refetchInterval: pollingInterval<LmsEvents>((answer) => answer.finished),
  });
  const columns: Column<LmsEvent>[] = [
    { header: 'When', cell: (e) => formatDisplay(e.occurred_at, timezone) },
    { header: 'Request', cell: (e) => lmsActionLabel(e.action) },
    { header: 'Status', cell: (e) => lmsStatusLabel(e.status) },
    { header: 'Messages', cell: (e) => e.messages.join(' ') || '----' },
  ];
  return (
    <PageSection title="LMS events" level={2}>
      {/* Error fields of these calls show as warnings. */}
      {events.isError && <Alert severity="warning">The LMS events could not be loaded: {errorMessage(events.error)}</Alert>}
      {events.isPending && <LoadingSpinner label="Loading the LMS events" />}
      {events.data && !events.data.finished && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          A request to the LMS is in progress.
        </Alert>
      )}
      {events.data?.events.length === 0 && <EmptyState>No LMS requests yet.</EmptyState>}
      {events.data && events.data.events.length > 0 && (
        <RecordTable
          caption="LMS events"
          columns={columns}
          rows={events.data.events}
          rowKey={(e) => `${e.occurred_at}-${e.action}-${e.status}`}
        />
      )}
    </PageSection>
  );
}
