import {
  type ApprovalCheck,
  CLASS_MESSAGES,
  certificationChecklist,
  classDetailsWarning,
  classIdParamsAlt,
  DELIVERY_METHOD_IDS,
  documentationRequired,
  monitorSummary,
  validationResponse,
} from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { defineRoute } from '../../platform/route.ts';
import { CLASS_OBJECT_TYPE, type ClassRow, classAccess, loadClass } from './class-access.ts';
import { loadContacts } from './contacts.ts';

interface ClassFacts {
  class_title: string;
  timezone: string | null;
  agenda_type_id: number | null;
  learners: number;
  /** Learners without an attendance row for some class day. */
  unrecorded: number;
  attachment_type_ids: number[];
}

async function loadFacts(tx: Queryable, cls: ClassRow): Promise<ClassFacts> {
  const { rows } = await tx.query<ClassFacts>(
    `SELECT k.class_title, k.timezone, c.agenda_type_id,
            (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL) AS learners,
            (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL
                AND EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = k.id
                              AND NOT EXISTS (SELECT 1 FROM roster_attendance a WHERE a.roster_id = r.id AND a.day = d.day))) AS unrecorded,
            coalesce((SELECT array_agg(DISTINCT d.attachment_type_id) FROM documents d
                       WHERE d.learning_object_type_id = $2 AND d.learning_object_id = k.id AND d.removed_at IS NULL), '{}') AS attachment_type_ids
       FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1`,
    [cls.id, CLASS_OBJECT_TYPE],
  );
  const row = rows[0];
  if (!row) throw new Error(`class ${cls.id} vanished inside its transaction`);
  return row;
}

const check = (section: string, pass: boolean, passMessage: string, failMessage: string): ApprovalCheck & { message: string } => ({
  section,
  validation_status: pass ? 'PASS' : 'FAIL',
  message: pass ? passMessage : failMessage,
});

/** The class checklist sections (before 'Passed Approval'); certification reuses them. */
export async function classChecklistSections(tx: Queryable, cls: ClassRow): Promise<(ApprovalCheck & { message: string })[]> {
  const [facts, contacts] = await inOrder(
    () => loadFacts(tx, cls),
    () => loadContacts(tx, cls.id),
  );
  const deliveryMethodId = cls.delivery_method_id ?? cls.course_delivery_method_id;
  const warning = classDetailsWarning(cls.course_delivery_method_id, cls.delivery_method_id);
  const detailsMissing = !facts.class_title.trim() ? 'The class needs a title.' : !facts.timezone ? 'The class needs a timezone.' : warning;
  const monitors = monitorSummary(contacts, facts.learners);
  const monitorsShort = deliveryMethodId === DELIVERY_METHOD_IDS.groupLive && monitors.warning;
  const docsMissing = documentationRequired({
    agendaTypeId: facts.agenda_type_id,
    deliveryMethodId,
    // The product has no agenda logic yet, so no agenda is exempt by it.
    hasAgendaLogic: false,
    attachmentTypeIds: facts.attachment_type_ids.map(Number),
  });
  return [
    check('Class Details', !detailsMissing, 'Class details are complete.', detailsMissing ?? ''),
    check('Roster', facts.learners > 0, 'The roster has learners.', 'The roster has no learners.'),
    check(
      'Attendance',
      facts.unrecorded === 0,
      'Attendance is recorded for every learner and day.',
      `${facts.unrecorded} learner(s) have no attendance recorded for every class day.`,
    ),
    check('Documentation', !docsMissing, 'Documentation is complete.', CLASS_MESSAGES.documentationRequired),
    check(
      'Monitors',
      !monitorsShort,
      'Dedicated monitors meet the 100:1 ratio.',
      CLASS_MESSAGES.dedicatedMonitorsShort(monitors.dedicatedNeeded, monitors.dedicated),
    ),
    check('Agenda', cls.course_status === 'Finalized', 'The course agenda is finalized.', CLASS_MESSAGES.agendaNotFinalized),
  ];
}

export const getClassValidation = defineRoute({
  method: 'GET',
  url: '/class/validation/:classId',
  summary: "The class checklist: each section PASS or FAIL with a message, then 'Passed Approval'",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParamsAlt, response: validationResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.classId, me());
    const sections = await classChecklistSections(tx, cls);
    return certificationChecklist(sections).map((row) => ({ ...row, message: row.message ?? '' }));
  },
});
