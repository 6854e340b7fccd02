import { calls, ECP_STATUS_VALUES } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchForm } from '../../../components/search/SearchForm.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { useSearchScreen } from '../../../components/search/use-search-screen.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { useCurrentRoute } from '../../../lib/routes/current-route.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { EcpResultsTable } from './EcpResultsTable.tsx';
import { ECP_DATE_LABELS, type EcpScope, EMPTY_ECP_CRITERIA, ecpCriteriaError, ecpFilters, ecpSearchStores } from './ecp-search-store.ts';

const PAGE_SIZE = 25;

/**
 * External CPE search: the learner's own requests (/learner/cpe/search) or, for staff, every
 * request of the firm (/learner/cpe/admin/search). Criteria are kept for the session; 'Load
 * more' follows the server's cursor; Export CSV downloads the same search.
 */
export default function EcpSearchScreen() {
  const route = useCurrentRoute();
  const scope: EcpScope = route.name === 'learner-cpe-admin-search' ? 'admin' : 'mine';
  const { state, form } = useSearchScreen(ecpSearchStores[scope], {
    empty: EMPTY_ECP_CRITERIA,
    validate: ecpCriteriaError,
    resultsKey: 'ecp-search',
  });
  const filters = ecpFilters(scope, state.applied);
  const results = useInfiniteQuery({
    queryKey: ['ecp-search', filters],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchExternalCpe, { body: { ...filters, cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
    saveFile(`/requests/ext-cpe/export?${query}`, 'external-cpe.csv')
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };
  return (
    <PageSection title={route.title}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {scope === 'mine' && (
          <>
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to={routePath('learner-external')}>
              New request
            </Button>
            <Button variant="outlined" component={RouterLink} to={routePath('learner-external2')}>
              New request from a certificate
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <SearchForm
        name={route.title}
        {...form}
        searchHelp={scope === 'admin' ? 'Title, sponsor or requester' : 'Title or sponsor'}
        statuses={ECP_STATUS_VALUES}
        dateLabels={ECP_DATE_LABELS}
        columns={4}
      />
      <SearchResults
        results={results}
        count={rows.length}
        noun={['request', 'requests']}
        empty="No external CPE requests match this search."
      >
        <EcpResultsTable rows={rows} admin={scope === 'admin'} />
      </SearchResults>
    </PageSection>
  );
}
