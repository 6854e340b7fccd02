import { createBrowserRouter } from 'react-router';
import { ErrorScreen, NotFoundScreen } from '../features/errors/ErrorScreen.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { ROUTES } from '../lib/routes/route-table.ts';
import { GuardedRoute } from './GuardedRoute.tsx';
import { Root } from './Root.tsx';

/** The data router: every route of the table, then the catch-all error page. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorScreen />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <GuardedRoute route={route} /> })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);

setNavigator((path) => void router.navigate(path, { replace: true }));
