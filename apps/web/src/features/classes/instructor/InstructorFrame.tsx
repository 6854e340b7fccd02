import type { ClassResponse } from '@cpe/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { useClass, validClassId } from './instructor-api.ts';

/**
 * The instructor's class pages: GET /class/{id} answers 404 for a class they do not
 * teach, which reads as not found; the three pages link to one another.
 */
export function InstructorFrame({ children }: { children(cls: ClassResponse): ReactNode }) {
  const params = useParams();
  const id = validClassId(params.id);
  const cls = useClass(id ?? 0, id !== null);
  const notFound = (
    <PageSection title="Class">
      <EmptyState>{`Class ${params.id} was not found among the classes you teach.`}</EmptyState>
    </PageSection>
  );
  if (id === null) return notFound;
  return (
    <QueryView query={cls} what="class" notFound={notFound}>
      {(data) => (
        <>
          <Stack component="nav" aria-label="Class pages" direction="row" spacing={2} sx={{ mb: 2 }}>
            <Link component={RouterLink} to={`/instructor/class/${id}`}>
              Class
            </Link>
            <Link component={RouterLink} to={`/instructor/roster/${id}`}>
              Roster
            </Link>
            <Link component={RouterLink} to={`/instructor/agenda/${id}`}>
              Agenda
            </Link>
          </Stack>
          {children(data)}
        </>
      )}
    </QueryView>
  );
}
