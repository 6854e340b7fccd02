import { userSearchTypeChoices } from '@cpe/contract';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { UserResultsTable } from './UserResultsTable.tsx';
import { UserSearchForm } from './UserSearchForm.tsx';
import { exportUsersCsv, useUserSearch } from './use-user-search.ts';
import { EMPTY_USER_CRITERIA, userSearchFilters, userSearchStore } from './user-search-store.ts';

/**
 * User administration (/user-administration): people by name, e-mail or display id, of the
 * types the caller administers (ADM001 internal, ADM002 external, ADM003 both; the server
 * enforces it too), in name order, 'Load more' following the server's keyset `next`; CSV
 * export of the same search. Each name opens the person's Profile.
 */
export default function UserSearchScreen() {
  const state = useStore(userSearchStore);
  const { user } = useStore(sessionStore);
  const queryClient = useQueryClient();
  const timezone = useTenantTimezone();
  const [exporting, setExporting] = useState(false);
  const choices = userSearchTypeChoices(user?.permissions ?? []);
  const filters = userSearchFilters(state.applied, choices);
  const results = useUserSearch(filters, choices.length > 0);
  const rows = results.data?.pages.flatMap((p) => p.people) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportUsersCsv(filters);
      if (truncated) showAlert('The export holds the first 100,000 people of this search.', 'warning');
    } catch (e) {
      showAlert(errorMessage(e), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageSection title="User Administration">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <UserSearchForm
        criteria={state.draft}
        choices={choices}
        onChange={(draft) => userSearchStore.set((s) => ({ ...s, draft }))}
        onSearch={() => {
          // Search always asks the server again; coming back from a person shows the kept results.
          queryClient.removeQueries({ queryKey: ['user-search'] });
          userSearchStore.set((s) => ({ ...s, applied: s.draft }));
        }}
        onClear={() => userSearchStore.set({ draft: EMPTY_USER_CRITERIA, applied: EMPTY_USER_CRITERIA })}
      />
      {results.isError && <Alert severity="error">The search failed: {errorMessage(results.error)}</Alert>}
      {results.isPending && results.fetchStatus !== 'idle' && <LoadingSpinner label="Searching" />}
      {results.isSuccess && rows.length === 0 && <EmptyState>No people match this search.</EmptyState>}
      {rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {`Showing ${rows.length} ${rows.length === 1 ? 'person' : 'people'}${results.hasNextPage ? '; more match' : ''}.`}
          </Typography>
          <UserResultsTable rows={rows} timezone={timezone} />
          {results.hasNextPage && (
            <Button sx={{ mt: 1 }} onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </PageSection>
  );
}
