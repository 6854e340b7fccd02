import { MESSAGES } from '@cpe/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.tsx';

/** The error page (the catch-all route): '404 Not Found' or 'An error occurred', with a Home page link. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ p: 4, textAlign: 'center', outline: 'none' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {notFound ? '404 Not Found' : MESSAGES.errorOccurred}
      </Typography>
      {message && <Typography sx={{ mb: 2 }}>{message}</Typography>}
      <Link component={RouterLink} to="/">
        Home page
      </Link>
    </Box>
  );
}

/** An unknown route: status 404 with 'This page could not be found'. */
export function NotFoundScreen() {
  return <ErrorPage status={404} message={MESSAGES.pageNotFound} />;
}

/** Anything a route throws while rendering. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error))
    return <ErrorPage status={error.status} message={error.status === 404 ? MESSAGES.pageNotFound : undefined} />;
  return <ErrorPage status={500} />;
}
