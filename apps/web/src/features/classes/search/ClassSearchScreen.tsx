import { CLASS_MESSAGES, canCreateClass } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { SearchResults } from '../../../components/search/SearchResults.tsx';
import { useSearchScreen } from '../../../components/search/use-search-screen.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { errorMessage } from '../api/class-queries.ts';
import { ClassSearchForm } from './ClassSearchForm.tsx';
import { ClassTable } from './ClassTable.tsx';
import { classCriteriaError, classSearchQuery, classSearchStore, EMPTY_CLASS_CRITERIA } from './class-search-store.ts';
import { NewClassDialog } from './NewClassDialog.tsx';
import { exportClassesCsv, useClassSearch } from './use-class-search.ts';

/**
 * Class search (/class-search): criteria kept for the session, results paged by the
 * server ('Load more' follows nextCursor), CSV export of the same search, and 'New
 * class' for those who may create one (the contract's canCreateClass, as POST /class).
 */
export default function ClassSearchScreen() {
  const { state, form } = useSearchScreen(classSearchStore, {
    empty: EMPTY_CLASS_CRITERIA,
    validate: classCriteriaError,
    resultsKey: 'class-search',
  });
  const { user } = useStore(sessionStore);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = classSearchQuery(state.applied);
  const results = useClassSearch(query);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = () => {
    setExporting(true);
    exportClassesCsv(query)
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };

  return (
    <PageSection title="Class Search">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {user && canCreateClass(user.permissions) && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New class
          </Button>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      </Box>
      <ClassSearchForm {...form} />
      <SearchResults
        results={results}
        count={rows.length}
        noun={['class', 'classes']}
        empty={CLASS_MESSAGES.noClassesFound}
        errorPrefix={`${CLASS_MESSAGES.classSearchError}: `}
      >
        <ClassTable rows={rows} caption="Classes" withCourse />
      </SearchResults>
      <NewClassDialog open={creating} onClose={() => setCreating(false)} />
    </PageSection>
  );
}
