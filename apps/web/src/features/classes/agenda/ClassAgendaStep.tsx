import { agendaDayTimes, calls } from '@cpe/contract';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatWallClock } from '../../../lib/dates.ts';
import { useClassResource } from '../api/class-queries.ts';
import type { ClassModule, ClassSegment } from '../api/class-types.ts';
import { useClassSegments } from '../api/use-class-segments.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { ClassDaysSection } from './ClassDaysSection.tsx';
import { InstructorsSection } from './InstructorsSection.tsx';

const names = (people: readonly { name: string }[]) => people.map((p) => p.name).join(', ') || '----';

// Module times are wall clocks of the class day, already in the class timezone (display format).
const segmentColumns: Column<ClassSegment>[] = [
  { header: 'Day', cell: (s) => s.day },
  { header: 'Module', cell: (s) => s.title },
  { header: 'Starts', cell: (s) => formatWallClock(s.date, s.start_time) },
  { header: 'Ends', cell: (s) => formatWallClock(s.date, s.end_time) },
  { header: 'Credit', cell: (s) => (s.is_credit_qualified ? 'Qualified' : 'Not qualified') },
  { header: 'Instructors', cell: (s) => names(s.instructors) },
];

const moduleColumns: Column<ClassModule>[] = [
  { header: 'Day', cell: (m) => m.day },
  { header: 'Module', cell: (m) => m.title },
  { header: 'Time', cell: (m) => `${m.start_time} – ${m.end_time}` },
  { header: 'Course instructors', cell: (m) => names(m.course_instructors) },
  { header: 'Class instructors', cell: (m) => names(m.instructors) },
];

/**
 * Agenda Details: the class's days (changeable while it is Uncertified), each day's
 * modules (GET /class/segments/{id}), the agenda's modules with their instructors
 * (GET /class-modules/{id}); the class's preferred instructors, assignable when the
 * class is editable.
 */
export default function ClassAgendaStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const segments = useClassSegments(id);
  const modules = useClassResource(id, 'modules', (signal) => call(calls.getClassModules, { params: { id }, signal }));
  const agendaDays = modules.data ? agendaDayTimes(modules.data).length : 0;
  return (
    <>
      <PageSection title="Agenda Details">
        <QueryView query={segments} what="class days" loadingLabel="Loading the class days">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No class days.</EmptyState>
            ) : (
              <RecordTable
                caption="Class days and modules"
                columns={segmentColumns}
                rows={rows}
                rowKey={(s) => `${s.date}-${s.module_id}`}
              />
            )
          }
        </QueryView>
      </PageSection>
      <ClassDaysSection cls={cls} agendaDays={agendaDays} />
      <PageSection title="Modules" level={2}>
        <QueryView query={modules} what="modules" loadingLabel="Loading the modules">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>The agenda has no modules.</EmptyState>
            ) : (
              <RecordTable caption="Modules" columns={moduleColumns} rows={rows} rowKey={(m) => m.module_id} />
            )
          }
        </QueryView>
      </PageSection>
      <InstructorsSection classId={id} editable={cls.abilities.edit} />
    </>
  );
}
