import type { CourseResponse } from '@cpe/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { useCourseLookups, useRefLookups } from '../../../lib/reference/lookups.ts';
import { type CpeInfo, useCpeInfo } from './cpe-api.ts';
import { QualificationForm } from './QualificationForm.tsx';

function QualificationList({ rows }: { rows: CpeInfo['qualifications'] }) {
  if (rows.length === 0) return <EmptyState>No program qualifications.</EmptyState>;
  return (
    <List aria-label="Program qualifications">
      {rows.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText primary={r.name} secondary={r.state ?? 'No jurisdiction'} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Program Qualification: the course's qualifications with their jurisdictions (states), listed or edited.
 * `level` 2 when it is a section of another step's page (a vended item's CPE Information).
 */
export default function QualificationStep({ course, level }: { course: CourseResponse; level?: 1 | 2 }) {
  const info = useCpeInfo(course.courseHeader.id);
  const editable = course.abilities.edit;
  const lookups = useCourseLookups(editable);
  const refs = useRefLookups(editable);
  return (
    <PageSection title="Program Qualification" level={level}>
      <QueryView query={info}>
        {(data) =>
          editable ? (
            <QueryView query={lookups}>
              {(l) => (
                <QueryView query={refs}>
                  {(r) => (
                    <QualificationForm
                      key={info.dataUpdatedAt}
                      course={course}
                      rows={data.qualifications}
                      qualifications={l.programQualifications}
                      states={r.states}
                    />
                  )}
                </QueryView>
              )}
            </QueryView>
          ) : (
            <QualificationList rows={data.qualifications} />
          )
        }
      </QueryView>
    </PageSection>
  );
}
