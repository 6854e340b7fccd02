import type { ClassResponse } from '@cpe/contract';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { formatDisplayDateRange } from '../../../lib/dates.ts';
import { InstructorFrame } from './InstructorFrame.tsx';
import { SegmentsTable } from './SegmentsTable.tsx';

function ClassHeader({ cls }: { cls: ClassResponse }) {
  const c = cls.classSummary;
  const rows: [string, string][] = [
    ['Status', c.status],
    ['Dates', formatDisplayDateRange(c.days[0]?.date, c.days.at(-1)?.date) || 'No days'],
    ['Where', c.delivered_virtually ? 'Virtual' : [c.facility, c.location].filter(Boolean).join(', ') || '—'],
    ['Timezone', c.timezone_data.timezone],
    ['Delivery method', c.delivery_method ?? '—'],
    ['Learners', String(c.roster_count)],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}

/** /instructor/class/{id}: a class the instructor teaches, its header and agenda segments. */
export default function InstructorClassScreen() {
  return (
    <InstructorFrame>
      {(cls) => (
        <>
          <PageSection title={cls.classSummary.class_title}>
            <ClassHeader cls={cls} />
          </PageSection>
          <PageSection title="Agenda" level={2}>
            <SegmentsTable classId={cls.classSummary.id} />
          </PageSection>
        </>
      )}
    </InstructorFrame>
  );
}
