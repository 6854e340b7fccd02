import { computeCredits } from '@cpe/contract';
import { isoSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { COURSE_OBJECT_TYPE } from '../../../shared/course-access.ts';
import type { LmsConnector, LmsCourse, LmsSubmitOptions, LmsTicketStatus, SyncKind, SyncSend } from '../../lms/index.ts';
import { requireLms } from '../../lms/index.ts';
import { loadAgenda } from '../agenda/agenda-read.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from '../course-header.ts';

export const COURSE_SYNC_ACTION = 'course-sync';

/** The part of a sync request that sends the course (lms_sync_requests.step). */
export const COURSE_PART = 'course';

/** The course, its credits and fields of study as read in `tx`, to send to the LMS once that transaction has ended. */
export async function pushCourse(tx: Queryable, courseId: number, lms: LmsConnector, options: LmsSubmitOptions): Promise<SyncSend> {
  const header = await loadHeaderRow(tx, courseId);
  const modules = (await loadAgenda(tx, header.id)).flatMap((d) => d.modules);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
  const names = new Map(modules.flatMap((m) => m.allocations.map((a) => [a.field_of_study_id, a.name] as const)));
  const { rows } = await tx.query<{ subdomain: string }>('SELECT subdomain FROM tenants WHERE id = app_tenant_id()');
  const course: LmsCourse = {
    courseId: header.id,
    tenant: rows[0]?.subdomain ?? '',
    title: header.title,
    deliveryMethod: header.delivery_method ?? 'Not Applicable',
    agendaType: header.agenda_type ?? 'US-CPE',
    version: header.version,
    lmsId: header.lms_id,
    credits: credits.total,
    fieldsOfStudy: credits.byField.map((f) => ({
      name: names.get(f.field_of_study_id) ?? String(f.field_of_study_id),
      credits: f.credits,
    })),
  };
  return { part: COURSE_PART, send: () => lms.submitCourse(course, options) };
}

/** Once the LMS has processed the course: its id becomes the course's lms_id. */
export async function keepCourseLmsId(tx: Queryable, courseId: number, status: LmsTicketStatus): Promise<void> {
  if (status.lmsId) await tx.query('UPDATE courses SET lms_id = $2 WHERE id = $1', [courseId, status.lmsId]);
}

/** Sends the course once; done when the LMS has processed it. */
export const courseSyncKind: SyncKind = {
  async next(tx, request, lms, key) {
    if (request.step === COURSE_PART) return null;
    return pushCourse(tx, request.learning_object_id, requireLms(lms), key(COURSE_PART));
  },
  async onProcessed(tx, request, status) {
    await keepCourseLmsId(tx, request.learning_object_id, status);
  },
};

export async function pendingSyncs(tx: Queryable, courseId: number) {
  const { rows } = await tx.query<{ action: string; status: string; occurred_at: string; messages: string[] }>(
    `SELECT action, status, ${isoSql('created_at')} AS occurred_at, ARRAY(SELECT jsonb_array_elements_text(error_messages)) AS messages
       FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = $2 ORDER BY id DESC LIMIT 20`,
    [COURSE_OBJECT_TYPE, courseId],
  );
  return rows;
}
