import { Navigate } from 'react-router';
import { useStore } from '../../lib/store.ts';
import { homeFor } from '../auth/guards.ts';
import { sessionStore } from '../auth/session-store.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/** `/`: the home of the user's first role, most administrative first. */
export default function HomeRedirect() {
  const { user } = useStore(sessionStore);
  const home = homeFor(user?.roles ?? []);
  if (home) return <Navigate to={home} replace />;
  return (
    <PageSection title="Home">
      <EmptyState>You have no role in this application yet. Please contact your administrator.</EmptyState>
    </PageSection>
  );
}
