import { calls, formatCredits, type learnerStudySearchRow } from '@cpe/contract';
import Download from '@mui/icons-material/Download';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { createStore, useStore } from '../../../lib/store.ts';

type Row = z.infer<typeof learnerStudySearchRow>;

/** The search text, kept for the session. */
const learnerSearchStore = createStore({ draft: '', applied: '' });

/**
 * My Independent Study (/learner/independentstudy/search): the Finalized independent studies
 * the learner is assigned to, each with Take final exam (the exam screen, ADR 0052) until they
 * pass it, then the day they did; CSV export of the same search.
 */
export default function LearnerStudySearchScreen() {
  const { draft, applied } = useStore(learnerSearchStore);
  const [exporting, setExporting] = useState(false);
  const filters: { text?: string } = applied.trim() ? { text: applied.trim() } : {};
  const results = useInfiniteQuery({
    queryKey: ['learner-ind-study-search', filters],
    queryFn: ({ pageParam, signal }) => call(calls.searchLearnerStudies, { body: { ...filters, cursor: pageParam, limit: 25 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: Column<Row>[] = [
    { header: 'Title', cell: (r) => r.title },
    { header: 'Delivery Method', cell: (r) => r.delivery_method ?? '----' },
    { header: 'CPE Credits', cell: (r) => formatCredits(r.credits) },
    { header: 'Content Exp. Date', cell: (r) => formatDisplayDate(r.content_exp_date) },
    {
      header: 'Completed',
      cell: (r) =>
        r.completed_on ? (
          formatDisplayDate(r.completed_on)
        ) : (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={routePath('learner-independentstudy-exam', { id: r.id })}
            aria-label={`Take the final exam of ${r.title}`}
          >
            Take final exam
          </Button>
        ),
    },
  ];
  const exportCsv = () => {
    setExporting(true);
    saveFile(`/learner/ind-study/export?${new URLSearchParams(filters.text ? { text: filters.text } : {})}`, 'my-independent-study.csv')
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };
  return (
    <PageSection title="My Independent Study">
      <Box
        component="form"
        role="search"
        aria-label="Independent study search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          learnerSearchStore.set((s) => ({ ...s, applied: s.draft }));
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          label="Search"
          size="small"
          value={draft}
          onChange={(e) => learnerSearchStore.set((s) => ({ ...s, draft: e.target.value }))}
          helperText="Title or description"
        />
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      {results.isError && <Alert severity="error">The search failed: {errorMessage(results.error)}</Alert>}
      {results.isPending && <LoadingSpinner label="Searching" />}
      {results.isSuccess && rows.length === 0 && <EmptyState>No independent study assigned to you matches this search.</EmptyState>}
      {rows.length > 0 && <RecordTable caption="Independent studies" columns={columns} rows={rows} rowKey={(r) => r.id} />}
      {results.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
          {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </PageSection>
  );
}
