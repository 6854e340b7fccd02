import { canCreateVendedContent } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Storefront from '@mui/icons-material/Storefront';
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
import { errorMessage, useVendors } from '../api/vc-queries.ts';
import { VendorsDialog } from '../vendors/VendorsDialog.tsx';
import { NewVendedContentDialog } from './NewVendedContentDialog.tsx';
import { criteriaError, EMPTY_CRITERIA, searchFilters, vendedSearchStore } from './search-store.ts';
import { exportVendedCsv, useVendedSearch } from './use-vended-search.ts';
import { VendedResultsTable } from './VendedResultsTable.tsx';
import { VendedSearchForm } from './VendedSearchForm.tsx';

/**
 * Vended content search (/vendedcontent-search): criteria kept for the session (the vendor
 * too, as every search screen keeps its state), results paged by the server ('Load more' follows nextCursor), CSV export of
 * the same search; for VCP001 holders 'New vended content' and the firm's Vendors.
 */
export default function VendedSearchScreen() {
  const { state, form } = useSearchScreen(vendedSearchStore, {
    empty: EMPTY_CRITERIA,
    validate: criteriaError,
    resultsKey: 'vended-search',
  });
  const { user } = useStore(sessionStore);
  const timezone = useTenantTimezone();
  const vendors = useVendors();
  const [dialog, setDialog] = useState<'new' | 'vendors' | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = searchFilters(state.applied, state.sort);
  const results = useVendedSearch(filters);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];
  const manages = Boolean(user && canCreateVendedContent(user.permissions));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportVendedCsv(filters);
      if (truncated) showAlert('The export holds the first 100,000 items of this search.', 'warning');
    } catch (e) {
      showAlert(errorMessage(e), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageSection title="Vended Content Search">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {manages && (
          <>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('new')}>
              New vended content
            </Button>
            <Button variant="outlined" startIcon={<Storefront />} onClick={() => setDialog('vendors')}>
              Vendors
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <VendedSearchForm {...form} vendors={vendors.data ?? []} />
      <SearchResults results={results} count={rows.length} noun={['item', 'items']} empty="No vended content matches this search.">
        <VendedResultsTable
          rows={rows}
          sort={state.sort}
          onSort={(sort) => vendedSearchStore.set((s) => ({ ...s, sort }))}
          timezone={timezone}
        />
      </SearchResults>
      {dialog === 'new' && <NewVendedContentDialog onClose={() => setDialog(null)} />}
      {dialog === 'vendors' && <VendorsDialog onClose={() => setDialog(null)} />}
    </PageSection>
  );
}
