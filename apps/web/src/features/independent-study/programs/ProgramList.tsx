import { PROGRAM_STATUSES } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useStore } from '../../../lib/store.ts';
import { type ProgramCriteria, programCriteriaStore, useProgramSearch } from '../api/program-queries.ts';
import { programPath } from './program-path.ts';

type Row = NonNullable<ReturnType<typeof useProgramSearch>['data']>['pages'][number]['items'][number];

const COLUMNS: readonly Column<Row>[] = [
  { header: 'Program ID', cell: (p) => p.id },
  {
    header: 'Title',
    cell: (p) => (
      <Link component={RouterLink} to={programPath(p.id)}>
        {p.title}
      </Link>
    ),
  },
  { header: 'Status', cell: (p) => <StatusChip status={p.status} /> },
  { header: 'Submitter', cell: (p) => p.submitter },
  { header: 'Program Owner', cell: (p) => p.program_owner },
  { header: 'Date Created', cell: (p) => formatDisplayDate(p.date_created) },
  { header: 'Studies', cell: (p) => p.study_count },
];

/** The programs (POST /alt-programs/search): title or id, status; kept for the session; 'Load more' follows nextCursor. */
export function ProgramList() {
  const { draft, applied } = useStore(programCriteriaStore);
  const results = useProgramSearch(applied);
  const rows = results.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (key: keyof ProgramCriteria) => (e: { target: { value: string } }) =>
    programCriteriaStore.set((s) => ({ ...s, draft: { ...s.draft, [key]: e.target.value } }));
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Program search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          programCriteriaStore.set((s) => ({ ...s, applied: s.draft }));
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField label="Search programs" size="small" value={draft.text} onChange={set('text')} helperText="Title or program ID" />
        <TextField select label="Program status" size="small" value={draft.status} onChange={set('status')} slotProps={nativeSelect}>
          <option value="">All statuses</option>
          {PROGRAM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" startIcon={<Search />}>
          Search
        </Button>
      </Box>
      {results.isError && <EmptyState>{`The programs could not be loaded: ${errorMessage(results.error)}`}</EmptyState>}
      {results.isPending && <LoadingSpinner label="Loading programs" />}
      {results.isSuccess && rows.length === 0 && <EmptyState>No programs match this search.</EmptyState>}
      {rows.length > 0 && <RecordTable caption="Independent study programs" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} />}
      {results.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
          {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
