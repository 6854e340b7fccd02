import type { AoaResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import AffidavitWorkspace from '../../src/features/affidavits/workspace/AffidavitWorkspace.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';
import { type Responder, stubFetch } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';

/** Where the app went: the current path, for the tests that follow a navigation. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Opens an affidavit's route as the app does (every AOA route of the route table, each with
 * its own route entry in context), GET /aoa/31 answering `aoa` (reloads answer `reload()`
 * when given), and `more` answering the rest. The searches are there to navigate to.
 */
export function openAoa(path: string, aoa: AoaResponse | (() => AoaResponse), more: Responder = () => undefined) {
  const current = typeof aoa === 'function' ? aoa : () => aoa;
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/aoa/31') return { status: 200, body: current() };
    return more(call);
  });
  const routes = ROUTES.filter((r) => r.name.startsWith('learner-affidavitofattendance-id'));
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={
                <CurrentRouteContext.Provider value={route}>
                  <AffidavitWorkspace />
                </CurrentRouteContext.Provider>
              }
            />
          ))}
          {['learner-affidavitofattendance-search', 'learner-affidavitofattendance-admin'].map((name) => (
            <Route key={name} path={routeByName(name)?.path} element={<p>{name}</p>} />
          ))}
        </Routes>
        <Location />
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
  return calls;
}

/**
 * Loads the step screens (and the workspace) before a file's tests: the registry imports
 * them lazily, and a first import on a busy machine can outlast a findBy's second.
 */
export async function loadAoaSteps(): Promise<void> {
  await Promise.all([
    import('../../src/features/affidavits/verification/VerificationStep.tsx'),
    import('../../src/features/affidavits/attendance/AttendanceStep.tsx'),
    import('../../src/features/affidavits/confirmation/ConfirmationStep.tsx'),
    import('../../src/features/affidavits/approval/ApprovalStep.tsx'),
    import('../../src/features/affidavits/audit/AoaAuditStep.tsx'),
  ]);
}
