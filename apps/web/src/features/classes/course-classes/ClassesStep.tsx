import { type CourseResponse, calls, canCreateClass } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import type { ClassRow } from '../api/class-types.ts';
import { ClassTable } from '../search/ClassTable.tsx';
import { NewClassDialog } from '../search/NewClassDialog.tsx';
import { LmsStateCell } from './LmsStateCell.tsx';
import { useClassesLmsStatus } from './use-classes-lms-status.ts';

/** GET /course/classes/{id}: a list of the course's classes (or { items }). */

/**
 * The Class Details step of a course (the classes feature owns it; the app adds it to the
 * course's steps): its classes, each linking to /class/{id} with its LMS state (polled while a
 * request is with the LMS), and 'New class' once the course is Finalized (a class delivers a
 * finalized agenda) for those who may create one (the contract's canCreateClass, as POST /class).
 */
export default function ClassesStep({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const { user } = useStore(sessionStore);
  const [creating, setCreating] = useState(false);
  // Under the course's key, so that the course's writes refresh it as they refresh every step.
  const classes = useQuery({
    queryKey: ['course', id, 'classes'],
    queryFn: ({ signal }) => call(calls.getCourseClasses, { params: { id }, signal }),
  });
  const canCreate = course.courseHeader.course_status === 'Finalized' && Boolean(user && canCreateClass(user.permissions));
  const lms = useClassesLmsStatus(
    id,
    (classes.data ?? []).map((c) => c.id),
  );
  const lmsColumn = { header: 'LMS', cell: (r: ClassRow) => <LmsStateCell query={lms} classId={r.id} /> };
  return (
    <PageSection title="Class Details">
      {canCreate && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} sx={{ mb: 2 }}>
          New class
        </Button>
      )}
      <QueryView query={classes} what="classes" loadingLabel="Loading the classes">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No classes for this course yet.</EmptyState>
          ) : (
            <ClassTable rows={rows} caption="Classes of the course" more={[lmsColumn]} />
          )
        }
      </QueryView>
      {canCreate && <NewClassDialog open={creating} courseId={id} onClose={() => setCreating(false)} />}
    </PageSection>
  );
}
