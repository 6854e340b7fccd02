import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { routePath } from '../../../lib/routes/route-table.ts';
import { errorMessage, isForbidden, isNotFound, useCourse } from '../api/course-queries.ts';
import NasbaStep from './NasbaStep.tsx';

const INT4_MAX = 2_147_483_647;
/** A course id the server could hold; anything else is a course that is not there (no call made). */
const courseIdOf = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= INT4_MAX ? Number(raw) : null;

/**
 * /nasba/{id} (spec §2): the NASBA Questions of course `id` on a page of their own.
 * GET /course/{id} under ['course', id], shared with the course workspace, so saving
 * the answers refreshes both.
 */
export default function NasbaPage() {
  const params = useParams();
  const id = courseIdOf(params.id);
  const course = useCourse(id ?? 0, id !== null);

  if (isForbidden(course.error)) return <Navigate to={routePath('accessDenied')} replace />;
  if (id === null || isNotFound(course.error)) {
    return (
      <PageSection title="NASBA Questions">
        <EmptyState>Course {params.id} was not found.</EmptyState>
      </PageSection>
    );
  }
  if (course.isError && !course.data) {
    return (
      <PageSection title="NASBA Questions">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void course.refetch()}>
              Retry
            </Button>
          }
        >
          The course could not be loaded: {errorMessage(course.error)}
        </Alert>
      </PageSection>
    );
  }
  if (!course.data) return <LoadingSpinner label="Loading course" />;
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
        Course {id}: {course.data.courseHeader.title}
      </Typography>
      <NasbaStep course={course.data} />
    </>
  );
}
