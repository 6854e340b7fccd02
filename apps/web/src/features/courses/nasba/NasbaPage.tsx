import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { validRecordId } from '../../../lib/record-id.ts';
import { useCourse } from '../api/course-queries.ts';
import NasbaStep from './NasbaStep.tsx';

/**
 * /nasba/{id}: the NASBA Questions of course `id` on a page of their own.
 * GET /course/{id} under ['course', id], shared with the course workspace, so saving
 * the answers refreshes both.
 */
export default function NasbaPage() {
  const params = useParams();
  const id = validRecordId(params.id);
  const course = useCourse(id ?? 0, id !== null);
  const notFound = <EmptyState>{`Course ${params.id} was not found.`}</EmptyState>;
  const frame = (content: ReactNode) => <PageSection title="NASBA Questions">{content}</PageSection>;
  if (id === null) return frame(notFound);
  return (
    <QueryView query={course} what="course" loadingLabel="Loading course" notFound={notFound} frame={frame}>
      {(data) => (
        <>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
            Course {id}: {data.courseHeader.title}
          </Typography>
          <NasbaStep course={data} />
        </>
      )}
    </QueryView>
  );
}
