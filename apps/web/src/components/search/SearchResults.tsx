import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState } from '../page/PageSection.tsx';

/** What a keyset-paged search query tells its results (TanStack Query's infinite query). */
export interface PagedResults {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * The part of every search screen under its form: the failure, the spinner, the empty
 * sentence, how many rows show and whether more match (a status for screen readers), the
 * table, and 'Load more' for the next keyset page.
 */
export function SearchResults({
  results,
  count,
  noun,
  empty,
  errorPrefix = 'The search failed: ',
  children,
}: {
  results: PagedResults;
  count: number;
  /** Singular and plural: ['course', 'courses']. */
  noun: readonly [string, string];
  empty: string;
  /** Said before the server's message when the search fails. */
  errorPrefix?: string;
  children: ReactNode;
}) {
  return (
    <>
      {results.isError && (
        <Alert severity="error">
          {errorPrefix}
          {errorMessage(results.error)}
        </Alert>
      )}
      {results.isPending && <LoadingSpinner label="Searching" />}
      {results.isSuccess && count === 0 && <EmptyState>{empty}</EmptyState>}
      {count > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {`Showing ${count} ${count === 1 ? noun[0] : noun[1]}${results.hasNextPage ? '; more match' : ''}.`}
          </Typography>
          {children}
          {results.hasNextPage && (
            <Button sx={{ mt: 1 }} onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
              {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </>
  );
}
