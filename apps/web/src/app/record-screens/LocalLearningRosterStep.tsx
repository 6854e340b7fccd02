import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { useClass } from '../../features/classes/api/class-queries.ts';
import RosterStep from '../../features/classes/roster/RosterStep.tsx';
import type { LocalLearningStepProps } from '../../features/local-learning/workspace/step-props.ts';

/**
 * The Roster of a local learning is its delivery class's (ADR 0023): the class is loaded by
 * the header's class id (Calculo Roster Class ID) and shown with the classes feature's roster
 * step, so attendance by day, the learners and the Attendance Codes dialog are the class's.
 * Who may change them is the class's answer (abilities, which follow the local learning's
 * policy: LLP063 in Pending Delivery, LLP060 for the code expiry); whether the AOA expiry is
 * required is the local learning's configuration.
 */
export default function LocalLearningRosterStep({ record }: LocalLearningStepProps) {
  const classId = record.header.class_id;
  const cls = useClass(classId ?? 0, classId !== null);
  if (classId === null)
    return (
      <PageSection title="Roster">
        <EmptyState>This local learning has no class yet.</EmptyState>
      </PageSection>
    );
  return (
    <QueryView query={cls} what="class" loadingLabel="Loading the roster">
      {(loaded) => <RosterStep cls={loaded} aoaRequired={record.aoaExpiryRequired} />}
    </QueryView>
  );
}
