import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { errorMessage, isForbidden, isNotFound } from '../lib/api-errors.ts';
import { routePath } from '../lib/routes/route-table.ts';
import { LoadingSpinner } from './page/LoadingSpinner.tsx';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
  /**
   * What is loaded, in a sentence ('course'): a failed load then says 'The course could not
   * be loaded: …' with Retry, and a reload that fails keeps the last data shown.
   * Without it (a step's own data) the alert is the server's message alone.
   */
  what?: string;
  loadingLabel?: string;
  /** Shown on 404; a 403 (a record that exists but the user may not see) goes to Access Denied. */
  notFound?: ReactNode;
  /** What frames the alert and the not-found text, e.g. the record's page section. */
  frame?(content: ReactNode): ReactNode;
}

/** Data a screen loads: the spinner while it loads, the load error ('… could not be loaded' with Retry), not found, forbidden, else the content. */
export function QueryView<T>({ query, children, what, loadingLabel, notFound, frame = (c) => c }: QueryViewProps<T>) {
  if (notFound !== undefined) {
    if (isForbidden(query.error)) return <Navigate to={routePath('accessDenied')} replace />;
    if (isNotFound(query.error)) return frame(notFound);
  }
  if (what === undefined) {
    if (query.error) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  } else if (query.isError && query.data === undefined) {
    return frame(
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        The {what} could not be loaded: {errorMessage(query.error)}
      </Alert>,
    );
  }
  if (query.data === undefined) return <LoadingSpinner label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
