import { Navigate } from 'react-router';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { homeFor } from '../../lib/session/guards.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';

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
