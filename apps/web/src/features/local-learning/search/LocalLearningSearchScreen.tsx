import { canCreateLocalLearning, LOCAL_LEARNING_STATUSES } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchForm } from '../../../components/search/SearchForm.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { useSearchScreen } from '../../../components/search/use-search-screen.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { LocalLearningTable } from './LocalLearningTable.tsx';
import {
  criteriaError,
  EMPTY_CRITERIA,
  LOCAL_LEARNING_DATE_LABELS,
  type LocalLearningScope,
  localLearningSearchStores,
  searchFilters,
} from './ll-search-store.ts';
import { NewLocalLearningDialog } from './NewLocalLearningDialog.tsx';
import { useLocalLearningSearch } from './use-ll-search.ts';

const TITLES: Readonly<Record<LocalLearningScope, string>> = {
  mine: 'Local Learning Search',
  admin: 'Local Learning Administration',
};

/**
 * Local learning search (/locallearning-search: the caller's own local learnings; the staff
 * admin view ?page=admin, titled 'Local Learning Administration': every one the local learning
 * policy lets the caller see, which the server decides). Criteria are kept per view for the session, 'Load more' follows the server's cursor, Export CSV
 * downloads the same search, and 'New local learning' is for those who may request one.
 */
export default function LocalLearningSearchScreen() {
  const [params] = useSearchParams();
  const scope: LocalLearningScope = params.get('page') === 'admin' ? 'admin' : 'mine';
  const store = localLearningSearchStores[scope];
  const { state, form } = useSearchScreen(store, { empty: EMPTY_CRITERIA, validate: criteriaError, resultsKey: 'locallearning-search' });
  const { user } = useStore(sessionStore);
  const timezone = useTenantTimezone();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filters = searchFilters(state.applied, state.sort, scope);
  const results = useLocalLearningSearch(filters);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = () => {
    setExporting(true);
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
    saveFile(`/locallearning/export?${query}`, 'local-learning.csv')
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };

  return (
    <PageSection title={TITLES[scope]}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {user && canCreateLocalLearning(user.permissions) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New local learning
          </Button>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <SearchForm
        {...form}
        name="Local learning search"
        searchHelp="Title or request number"
        statuses={LOCAL_LEARNING_STATUSES}
        dateLabels={LOCAL_LEARNING_DATE_LABELS}
        columns={4}
      />
      <SearchResults
        results={results}
        count={rows.length}
        noun={['local learning', 'local learnings']}
        empty="No local learnings match this search."
      >
        <LocalLearningTable rows={rows} sort={state.sort} onSort={(sort) => store.set((s) => ({ ...s, sort }))} timezone={timezone} />
      </SearchResults>
      <NewLocalLearningDialog open={creating} onClose={() => setCreating(false)} />
    </PageSection>
  );
}
