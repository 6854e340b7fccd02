import { calls, type courseVersionsResponse } from '@cpe/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useCourseResource } from '../api/course-queries.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';
import { describeChange } from './version-changes.ts';

type Version = z.infer<typeof courseVersionsResponse>[number];

/** The Version step (GET /course/versions/{id}): every finalized version, newest first, with what changed. */
export default function VersionStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  const versions = useCourseResource(id, 'versions', (signal) => call(calls.listCourseVersions, { params: { id }, signal }));
  const timezone = useTenantTimezone();
  const { version, course_status } = course.courseHeader;
  const current = versions.data?.some((v) => v.version === version)
    ? null
    : `Version ${version} is the current version (${course_status}).`;
  return (
    <PageSection title="Version">
      <QueryView query={versions} what="versions" loadingLabel="Loading versions">
        {(list) => (
          <>
            {current && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {current}
              </Typography>
            )}
            {list.length === 0 && <EmptyState>No finalized versions yet.</EmptyState>}
            {list.map((v) => (
              <VersionEntry key={v.version} version={v} first={v === list.at(-1)} timezone={timezone} />
            ))}
          </>
        )}
      </QueryView>
    </PageSection>
  );
}

/** One finalized version: who finalized it and when, and what changed from the version before. */
function VersionEntry({ version: v, first, timezone }: { version: Version; first: boolean; timezone: string | undefined }) {
  return (
    <Paper component="section" variant="outlined" aria-label={`Version ${v.version}`} sx={{ p: 2, mb: 1 }}>
      <Typography component="h2" variant="subtitle1">
        Version {v.version}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Finalized {formatDisplay(v.finalized_at, timezone)} by {v.finalized_by_name ?? 'unknown'}
      </Typography>
      {v.changes.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {first ? 'The first finalized version.' : 'No changes from the version before.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }} aria-label={`Changes in version ${v.version}`}>
          {v.changes.map((c) => (
            <Typography component="li" variant="body2" key={c.path}>
              {describeChange(c)}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
