import { CLASS_OBJECT_TYPE, classElementStates, FOCUS_CODE_ID_TYPE, isCodeExpired, type LocalLearningHeader } from '@cpe/contract';
import { inOrder, isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { COURSE_OBJECT_TYPE } from '../../shared/course-access.ts';
import { classCodes, classElementRows } from '../classes/index.ts';
import type { LocalLearningRow } from './ll-access.ts';
import { readSchedule } from './ll-schedule.ts';

interface HeaderRow {
  title: string;
  delivery_method: string | null;
  submitted_by: string | null;
  agenda_type: string | null;
  submitted_on: string | null;
  lms_id: string | null;
  focus_code: string | null;
  sponsoring_org: string | null;
  class_lms_id: string | null;
  lms_status: string | null;
}

/**
 * The local learning header: its agenda's fields, the focus code (an external id),
 * the start and end from its class days, its class's LMS id and the status of the class's
 * latest LMS request, and the class's attendance codes as GET /class/{id} shapes them.
 */
export async function loadLocalLearningHeader(tx: Queryable, ll: LocalLearningRow, now: Date): Promise<LocalLearningHeader> {
  const [{ rows }, schedule, codes] = await inOrder(
    () =>
      tx.query<HeaderRow>(
        `SELECT c.title, dm.name AS delivery_method, ${personNameSql('p')} AS submitted_by, at.name AS agenda_type,
                ${isoSql('c.submitted_on')} AS submitted_on, c.lms_id, c.sponsoring_org,
                (SELECT e.external_id_value FROM external_ids e
                  WHERE e.learning_object_type_id = $2 AND e.learning_object_id = c.id AND e.id_type = $3
                  ORDER BY e.id LIMIT 1) AS focus_code,
                k.lms_id AS class_lms_id,
                (SELECT r.status FROM lms_sync_requests r
                  WHERE r.learning_object_type_id = $4 AND r.learning_object_id = k.id ORDER BY r.id DESC LIMIT 1) AS lms_status
           FROM courses c
           JOIN persons p ON p.id = c.created_by
           LEFT JOIN agenda_types at ON at.id = c.agenda_type_id
           LEFT JOIN delivery_methods dm ON dm.id = c.delivery_method_id
           LEFT JOIN classes k ON k.id = c.class_id
          WHERE c.id = $1`,
        [ll.id, COURSE_OBJECT_TYPE, FOCUS_CODE_ID_TYPE, CLASS_OBJECT_TYPE],
      ),
    () => readSchedule(tx, ll.class_id),
    () => (ll.class_id === null ? Promise.resolve([]) : classCodes(tx, ll.class_id)),
  );
  const row = rows[0];
  if (!row) throw new Error(`local learning ${ll.id} vanished inside its transaction`);
  return {
    ...row,
    local_learning_id: ll.id,
    start_date: schedule.start_date,
    end_date: schedule.end_date,
    class_id: ll.class_id,
    course_lms_id: row.lms_id,
    course_status: ll.course_status,
    timezone: ll.timezone,
    attendance_codes: codes.map(({ class_id: _class, ...code }) => ({
      ...code,
      is_expired: isCodeExpired(code.expiration_date, now) ? 1 : 0,
      store: code.source_name,
    })),
  };
}

/** Whether the AOA expiry of the local learning's codes is required (element configuration). */
export async function aoaExpiryRequired(tx: Queryable, ll: LocalLearningRow): Promise<boolean> {
  const states = classElementStates(
    await classElementRows(tx, 'local_learning'),
    { agendaTypeId: ll.agenda_type_id, deliveryMethodId: ll.delivery_method_id },
    { edit: false, certify: false, editCodeExpiry: false },
  );
  return states.aoa_expiration_date.required;
}
