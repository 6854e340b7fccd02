import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';
import { notAvailableText } from '../../lib/routes/route-areas.ts';

/** An administration or learner page of an area the product does not have yet: it says so. */
export default function PageScreen() {
  const route = useCurrentRoute();
  return (
    <PageSection title={route.title}>
      <EmptyState>{notAvailableText(route)}</EmptyState>
    </PageSection>
  );
}
