import type { LearnerExamResponse } from '@cpe/contract';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';

type Attempt = LearnerExamResponse['attempts'][number];

const COLUMNS: readonly Column<Attempt>[] = [
  { header: 'Attempt', cell: (a) => String(a.attempt_no) },
  { header: 'Submitted', cell: (a) => formatDisplay(a.submitted_at) },
  { header: 'Score', cell: (a) => `${a.score}% (${a.correct} of ${a.total})` },
  { header: 'Result', cell: (a) => (a.passed ? 'Passed' : 'Not passed') },
];

/** The learner's earlier attempts at this exam, oldest first (none: nothing shown). */
export function AttemptHistory({ attempts }: { attempts: readonly Attempt[] }) {
  if (attempts.length === 0) return null;
  return <RecordTable caption="Your attempts" columns={COLUMNS} rows={[...attempts]} rowKey={(a) => a.attempt_no} />;
}
