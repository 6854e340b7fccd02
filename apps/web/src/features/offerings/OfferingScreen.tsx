import { useCurrentRoute } from '../../app/current-route.ts';
import { notAvailableText } from '../../app/route-areas.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

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
