import type { Queryable } from '../../db/types.ts';
import { LmsError } from '../lms/connector.ts';
import type { SyncKind } from '../lms/sync-job.ts';
import { applyLmsClass } from './class-sync-apply.ts';

/** Reads the class from the LMS and applies it (fetchClass answers at once: no ticket). */
export const CLASS_IMPORT_ACTION = 'class-import';
/** Sends a class that the LMS does not have yet; the LMS's id becomes its lms_id. */
export const CLASS_PUSH_ACTION = 'class-push';

interface SyncClassRow {
  id: number;
  class_title: string;
  status: string;
  timezone: string;
  lms_id: string | null;
  course_lms_id: string | null;
  first_day: string | null;
  last_day: string | null;
}

async function syncClass(tx: Queryable, classId: number): Promise<SyncClassRow> {
  const { rows } = await tx.query<SyncClassRow>(
    `SELECT k.id, k.class_title, k.status, k.timezone, k.lms_id, c.lms_id AS course_lms_id,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.start_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day LIMIT 1) AS first_day,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.end_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day DESC LIMIT 1) AS last_day
       FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1 FOR UPDATE OF k`,
    [classId],
  );
  const cls = rows[0];
  if (!cls) throw new LmsError('The class no longer exists.');
  if (cls.status === 'Voided') throw new LmsError('A voided class cannot be synced.');
  return cls;
}

export const classImportKind: SyncKind = {
  async submit(tx, request, lms) {
    const cls = await syncClass(tx, request.learning_object_id);
    if (!cls.lms_id) throw new LmsError('The class has no LMS id to import from.');
    const details = await lms.fetchClass(cls.lms_id);
    if (!details) throw new LmsError(`Class ${cls.lms_id} was not found in the LMS.`);
    await applyLmsClass(tx, cls.id, details, request.created_by, new Date());
    return null;
  },
};

export const classPushKind: SyncKind = {
  async submit(tx, request, lms) {
    const cls = await syncClass(tx, request.learning_object_id);
    if (!cls.course_lms_id) throw new LmsError('Sync the course with the LMS before its classes.');
    if (!cls.first_day || !cls.last_day) throw new LmsError('The class has no days to send.');
    const ticket = await lms.submitClass({
      classId: cls.id,
      courseLmsId: cls.course_lms_id,
      title: cls.class_title,
      startDate: cls.first_day,
      endDate: cls.last_day,
      timezone: cls.timezone,
      lmsId: cls.lms_id,
      status: cls.status,
    });
    return ticket.ticketId;
  },
  async onSuccess(tx, request, status) {
    if (status.lmsId) await tx.query('UPDATE classes SET lms_id = $2 WHERE id = $1', [request.learning_object_id, status.lmsId]);
  },
};
