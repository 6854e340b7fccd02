import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { useCurrentRoute } from '../../lib/routes/current-route.ts';
import { notAvailableText } from '../../lib/routes/route-areas.ts';

/**
 * The search screen of an area the product does not have yet:
 * it says the area is not available, instead of offering a search that finds nothing.
 */
export default function SearchScreen() {
  const route = useCurrentRoute();
  return (
    <PageSection title={route.title}>
      <EmptyState>{notAvailableText(route)}</EmptyState>
    </PageSection>
  );
}
