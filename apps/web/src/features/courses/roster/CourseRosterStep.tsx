import type { CourseResponse, courseRosterResponse } from '@cpe/contract';
import { calls } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { useCourseResource } from '../api/course-queries.ts';

type RosterRow = z.infer<typeof courseRosterResponse>[number];

const COLUMNS: readonly Column<RosterRow>[] = [
  { header: 'Learner', cell: (r) => r.name },
  { header: 'E-mail', cell: (r) => r.email_address ?? '----' },
  {
    header: 'Class',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('class-id-roster', { id: String(r.class_id) })}>
        {r.class_title}
      </Link>
    ),
  },
  { header: 'Class status', cell: (r) => r.class_status },
  { header: 'Start date', cell: (r) => formatDisplayDate(r.start_date) || '----' },
  { header: 'Days attended', cell: (r) => `${r.attended_days} of ${r.class_days}` },
];

/** The Roster step of a course: the learners on the rosters of its classes (GET /course/roster/{id}). */
export default function CourseRosterStep({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const roster = useCourseResource(id, 'roster', (signal) => call(calls.getCourseRoster, { params: { id }, signal }));
  return (
    <PageSection title="Roster">
      <QueryView query={roster} what="roster" loadingLabel="Loading the roster">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No learners on the rosters of this course's classes yet.</EmptyState>
          ) : (
            <RecordTable caption="Learners of the course's classes" columns={COLUMNS} rows={rows} rowKey={(r) => r.class_roster_id} />
          )
        }
      </QueryView>
    </PageSection>
  );
}
