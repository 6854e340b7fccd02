import { canCreateCourse } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { useSearchScreen } from '../../../components/search/use-search-screen.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { errorMessage } from '../api/course-queries.ts';
import { CourseSearchForm } from './CourseSearchForm.tsx';
import { exportCoursesCsv } from './export-csv.ts';
import { NewCourseDialog } from './NewCourseDialog.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { courseSearchStore, criteriaError, EMPTY_CRITERIA, searchQuery } from './search-store.ts';
import { useCourseSearch } from './use-course-search.ts';

/**
 * Course search (/course-search): criteria kept for the session, results sorted and
 * paged by the server ('Load more' follows nextCursor), CSV export of the same search,
 * and 'New course' for those who may create one (the course policy's canCreateCourse, as POST /course).
 */
export default function CourseSearchScreen() {
  const { state, form } = useSearchScreen(courseSearchStore, {
    empty: EMPTY_CRITERIA,
    validate: criteriaError,
    resultsKey: 'course-search',
  });
  const { user } = useStore(sessionStore);
  const timezone = useTenantTimezone();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = searchQuery(state.applied, state.sort);
  const results = useCourseSearch(query);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportCoursesCsv(query);
      if (truncated) showAlert('The export holds the first 100,000 courses of this search.', 'warning');
    } catch (e) {
      showAlert(errorMessage(e), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageSection title="Course Search">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {user && canCreateCourse(user.permissions) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New course
          </Button>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <CourseSearchForm {...form} />
      <SearchResults results={results} count={rows.length} noun={['course', 'courses']} empty="No courses match this search.">
        <ResultsTable rows={rows} sort={state.sort} onSort={(sort) => courseSearchStore.set((s) => ({ ...s, sort }))} timezone={timezone} />
      </SearchResults>
      <NewCourseDialog open={creating} onClose={() => setCreating(false)} />
    </PageSection>
  );
}
