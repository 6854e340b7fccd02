import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';

/** A course step whose records arrive with a later issue: its title and a plain empty state. */
export function EmptyStep({ title, message }: { title: string; message: string }) {
  return (
    <PageSection title={title}>
      <EmptyState>{message}</EmptyState>
    </PageSection>
  );
}
