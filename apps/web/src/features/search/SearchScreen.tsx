import { useCurrentRoute } from '../../app/current-route.ts';
import { notAvailableText } from '../../app/route-areas.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/**
 * The search screen of an area the product does not have yet (spec §2 Search screens):
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
