import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchForm } from '../../../components/search/SearchForm.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { useSearchScreen } from '../../../components/search/use-search-screen.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useCurrentRoute } from '../../../lib/routes/current-route.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { AffidavitTable } from './AffidavitTable.tsx';
import { exportAoasCsv, useAoaSearch } from './aoa-search-api.ts';
import {
  AOA_DATE_LABELS,
  AOA_SEARCH_STORES,
  AOA_STATUSES,
  type AoaScope,
  aoaCriteriaError,
  aoaFilters,
  EMPTY_AOA_CRITERIA,
} from './aoa-search-store.ts';

/**
 * The affidavit searches: /learner/affidavitofattendance/search (the learner's own) and
 * /learner/affidavitofattendance/admin (staff: the firm's, by requestor too), filtered by
 * status, class days' date range and class; results page with 'Load more'; CSV export of the
 * same search.
 */
export default function AffidavitSearchScreen() {
  const route = useCurrentRoute();
  const scope: AoaScope = route.name === 'learner-affidavitofattendance-admin' ? 'admin' : 'mine';
  const { state, form } = useSearchScreen(AOA_SEARCH_STORES[scope], {
    empty: EMPTY_AOA_CRITERIA,
    validate: aoaCriteriaError,
    resultsKey: 'aoa-search',
  });
  const timezone = useTenantTimezone();
  const [exporting, setExporting] = useState(false);
  const filters = aoaFilters(scope, state.applied);
  const results = useAoaSearch(filters);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = () => {
    setExporting(true);
    exportAoasCsv(filters)
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };

  return (
    <PageSection title={route.title}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {scope === 'mine' && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={routePath('learner-affidavit')}>
            File an affidavit
          </Button>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <SearchForm
        {...form}
        name="Affidavit search"
        searchHelp="Class title or class ID"
        statuses={AOA_STATUSES}
        dateLabels={AOA_DATE_LABELS}
        columns={scope === 'admin' ? 5 : 4}
        extraFields={
          scope === 'admin'
            ? (set) => <TextField label="Requestor" size="small" value={form.criteria.person_text} onChange={set('person_text')} />
            : undefined
        }
      />
      <SearchResults
        results={results}
        count={rows.length}
        noun={['affidavit', 'affidavits']}
        empty="No affidavits match this search."
        errorPrefix=""
      >
        <AffidavitTable rows={rows} withRequestor={scope === 'admin'} timezone={timezone} />
      </SearchResults>
    </PageSection>
  );
}
