import { calls } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { StudyResultsTable } from './StudyResultsTable.tsx';
import { StudySearchForm } from './StudySearchForm.tsx';
import { exportQuery, studyFilters, studySearchStore } from './study-search-store.ts';

const PAGE_SIZE = 25;
// Going back from a study shows the kept results at once (refreshed in the background when stale).
const KEEP_RESULTS_MS = 30 * 60_000;

/**
 * Independent Study Search (/independentstudy-search): text, status and program, kept for the
 * session; results sorted and paged by the server (keyset, 'Load more'); CSV export of the
 * same search. New studies start in a program, so the programs screen is a click away.
 */
export default function StudySearchScreen() {
  const { draft, applied, sort } = useStore(studySearchStore);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const timezone = useTenantTimezone();
  const filters = studyFilters(applied, sort);
  const results = useInfiniteQuery({
    queryKey: ['ind-study-search', filters],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchIndependentStudies, { body: { ...filters, cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];
  const exportCsv = () => {
    setExporting(true);
    saveFile(`/ind-study/export?${exportQuery(filters)}`, 'independent-studies.csv')
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };
  return (
    <PageSection title="Independent Study Search">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to={routePath('independentstudy-requests')}>
          Programs
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <StudySearchForm draft={draft} error={error} onError={setError} />
      <SearchResults
        results={results}
        count={rows.length}
        noun={['independent study', 'independent studies']}
        empty="No independent studies match this search."
      >
        <StudyResultsTable
          rows={rows}
          sort={sort}
          onSort={(next) => studySearchStore.set((s) => ({ ...s, sort: next }))}
          timezone={timezone}
        />
      </SearchResults>
    </PageSection>
  );
}
