import { useCurrentRoute } from '../../app/current-route.ts';
import { notAvailableText } from '../../app/route-areas.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/** An administration or learner page of an area the product does not have yet: it says so. */
export default function PageScreen() {
  const route = useCurrentRoute();
  return (
    <PageSection title={route.title}>
      <EmptyState>{notAvailableText(route)}</EmptyState>
    </PageSection>
  );
}
