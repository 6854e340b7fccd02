import { useCurrentRoute } from '../../app/current-route.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/** An administration or learner page whose content comes with a later issue. */
export default function PageScreen() {
  const route = useCurrentRoute();
  return (
    <PageSection title={route.title}>
      <EmptyState>No data to show.</EmptyState>
    </PageSection>
  );
}
