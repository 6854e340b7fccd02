import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';
import { notAvailableText } from '../../lib/routes/route-areas.ts';

/**
 * A record's page (independent study, local learning, request, user…) of an area the
 * product does not have yet: it says so, rather than that the record was not found.
 */
export default function OfferingScreen() {
  const route = useCurrentRoute();
  return (
    <PageSection title={route.title}>
      <EmptyState>{notAvailableText(route)}</EmptyState>
    </PageSection>
  );
}
