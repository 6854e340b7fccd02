import { type ApprovalCheck, localLearningChecklist } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { loadCourse } from '../../shared/course-access.ts';
import { withChecklistSettings } from '../admin-area/index.ts';
import { validateCourseRecord } from '../courses/index.ts';
import type { LocalLearningRow } from './ll-access.ts';
import { readSchedule } from './ll-schedule.ts';

/**
 * The local learning's approval checklist: the course's validation of its agenda (details,
 * agenda, CPE information, content review, NASBA, qualifications), its schedule, and the
 * closing 'Passed Approval' row (contract localLearningChecklist). Approve gates on it.
 */
export async function localLearningChecks(tx: Queryable, ll: LocalLearningRow, session: Session): Promise<Required<ApprovalCheck>[]> {
  const course = await loadCourse(tx, ll.id, session);
  const checks = await validateCourseRecord(tx, course);
  const { hasSchedule } = await readSchedule(tx, ll.class_id);
  return withChecklistSettings(tx, 'local_learning', localLearningChecklist(checks, { hasSchedule }));
}
