import type { Queryable } from '../../../db/types.ts';
import { COURSE_PART, keepCourseLmsId, pushCourse } from '../../courses/index.ts';
import type { SyncRequestRow, SyncSend } from '../../lms/index.ts';
import { type LmsClass, type LmsConnector, LmsError, type LmsSubmitOptions, type LmsTicketStatus } from '../../lms/index.ts';
import { lmsClassRoster } from './class-lms-roster.ts';

/** The part of a sync request that sends the class (lms_sync_requests.step). */
export const CLASS_PART = 'class';
/** The part that updates a class the LMS has: its status and roster (sendClassState). */
export const CLASS_STATE_PART = 'class-state';

export interface SyncClassRow {
  id: number;
  course_id: number;
  class_title: string;
  status: string;
  timezone: string;
  lms_id: string | null;
  course_lms_id: string | null;
  /** 'YYYY-MM-DDTHH:mm:00', wall clock in the class timezone. */
  first_day: string | null;
  last_day: string | null;
}

/** The class a sync or certification works on, locked for the transaction; a voided one is refused. */
export async function lockSyncClass(tx: Queryable, classId: number): Promise<SyncClassRow> {
  const { rows } = await tx.query<SyncClassRow>(
    `SELECT k.id, k.course_id, k.class_title, k.status, k.timezone, k.lms_id, c.lms_id AS course_lms_id,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.start_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day LIMIT 1) AS first_day,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.end_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day DESC LIMIT 1) AS last_day
       FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1 FOR UPDATE OF k`,
    [classId],
  );
  const cls = rows[0];
  if (!cls) throw new LmsError('The class no longer exists.');
  if (cls.status === 'Voided') throw new LmsError('A voided class cannot be synced or certified.');
  return cls;
}

/**
 * What the LMS lacks for this class, one part at a time: its course, then the class itself
 * (a class made from scratch, with its roster), read in `tx` and sent once it has ended. Null when the LMS has
 * both. `lastStep` is the part the LMS last finished: if it gave no id for it, the request
 * stops rather than send it again.
 */
export async function pushWhatTheLmsLacks(
  tx: Queryable,
  cls: SyncClassRow,
  lastStep: string | null,
  lms: LmsConnector,
  key: (part: string) => LmsSubmitOptions,
): Promise<SyncSend | null> {
  if (!cls.course_lms_id) {
    if (lastStep === COURSE_PART) throw new LmsError('The LMS did not give the course an id.');
    return pushCourse(tx, cls.course_id, lms, key(COURSE_PART));
  }
  if (cls.lms_id) return null;
  if (lastStep === CLASS_PART) throw new LmsError('The LMS did not give the class an id.');
  const lmsClass = await lmsClassOf(tx, cls, cls.status);
  return { part: CLASS_PART, send: () => lms.submitClass(lmsClass, key(CLASS_PART)) };
}

/** The class as the LMS gets it: our title, days, timezone, the status given, and the roster. */
async function lmsClassOf(tx: Queryable, cls: SyncClassRow, status: string): Promise<LmsClass> {
  if (!cls.first_day || !cls.last_day) throw new LmsError('The class has no days to send.');
  return {
    classId: cls.id,
    courseLmsId: cls.course_lms_id as string,
    title: cls.class_title,
    startDate: cls.first_day,
    endDate: cls.last_day,
    timezone: cls.timezone,
    lmsId: cls.lms_id,
    status,
    roster: await lmsClassRoster(tx, cls.id),
  };
}

/**
 * The part that tells the LMS where a class it has stands: its status (`status`, the
 * class's own by default) and its roster, with our title and days. A Certified class's
 * sync sends it (the LMS must agree with our record of who took the class); certification
 * may send it with 'Certified' once the completions are in.
 */
export async function sendClassState(
  tx: Queryable,
  cls: SyncClassRow,
  lms: LmsConnector,
  key: (part: string) => LmsSubmitOptions,
  status: string = cls.status,
): Promise<SyncSend> {
  if (!cls.lms_id || !cls.course_lms_id) throw new LmsError('The LMS does not have the class yet.');
  const lmsClass = await lmsClassOf(tx, cls, status);
  return { part: CLASS_STATE_PART, send: () => lms.submitClass(lmsClass, key(CLASS_STATE_PART)) };
}

/** Once the LMS has processed the course or the class part: the id it gave becomes the record's lms_id. */
export async function keepClassLmsIds(tx: Queryable, request: SyncRequestRow, status: LmsTicketStatus): Promise<void> {
  if (request.step === COURSE_PART) {
    const { rows } = await tx.query<{ course_id: number }>('SELECT course_id FROM classes WHERE id = $1', [request.learning_object_id]);
    if (rows[0]) await keepCourseLmsId(tx, rows[0].course_id, status);
  } else if (request.step === CLASS_PART && status.lmsId) {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM classes WHERE lms_id = $1 AND id <> $2', [
      status.lmsId,
      request.learning_object_id,
    ]);
    if (rows[0]) throw new LmsError(`The LMS gave the class the id ${status.lmsId}, which class ${rows[0].id} already has.`);
    await tx.query('UPDATE classes SET lms_id = $2 WHERE id = $1', [request.learning_object_id, status.lmsId]);
  }
}
