import { useParams } from 'react-router';
import { useCurrentRoute } from '../../app/current-route.ts';
import { HeaderStrip } from '../shell/HeaderStrip.tsx';
import { LAYOUTS } from '../shell/layout-config.ts';
import { EmptyState, PageSection } from '../shell/PageSection.tsx';

/**
 * A record's page (class, course, request, user…) whose domain comes with a
 * later issue: its header strip with every value missing, and a plain empty state.
 */
export default function OfferingScreen() {
  const route = useCurrentRoute();
  const { id } = useParams();
  const config = LAYOUTS[route.layout];
  return (
    <>
      {config.headerLabels && <HeaderStrip items={config.headerLabels.map((label) => ({ label }))} caption={config.statusCaption} />}
      <PageSection title={route.title}>
        <EmptyState>{id ? `${route.title} ${id} was not found.` : 'No data to show.'}</EmptyState>
      </PageSection>
    </>
  );
}
