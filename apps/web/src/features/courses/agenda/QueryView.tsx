import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { errorMessage } from '../api/course-queries.ts';

/** A step's data: the spinner while it loads, an error alert if it fails (spec §8), else the content. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.error) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  if (query.data === undefined) return <LoadingSpinner />;
  return <>{children(query.data)}</>;
}
