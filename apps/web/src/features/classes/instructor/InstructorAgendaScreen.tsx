import { PageSection } from '../../../components/page/PageSection.tsx';
import { InstructorFrame } from './InstructorFrame.tsx';
import { SegmentsTable } from './SegmentsTable.tsx';

/** /instructor/agenda/{id}: the agenda segments of a class the instructor teaches. */
export default function InstructorAgendaScreen() {
  return (
    <InstructorFrame>
      {(cls) => (
        <PageSection title={`Agenda: ${cls.classSummary.class_title}`}>
          <SegmentsTable classId={cls.classSummary.id} />
        </PageSection>
      )}
    </InstructorFrame>
  );
}
