import { auditInfoBody, auditInfoResponse } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass } from '../classes/class-access.ts';
import { COURSE_OBJECT_TYPE, loadCourse } from '../courses/course-access.ts';

/** Child tables whose rows carry course_id: their changes belong to the course's audit trail (the index audit_log_course_idx of migration 0004 lists the same). */
const COURSE_CHILD_TABLES = ['agenda_modules', 'content_reviews', 'course_external_ids', 'course_people', 'course_qualifications'];

interface AuditRow {
  /** bigint: text, as pg returns it. */
  id: string;
  occurred_at: string;
  person_name: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Field-level changes of one audit row; bookkeeping columns are left out. */
function changesOf(row: AuditRow) {
  const skip = new Set(['tenant_id', 'updated_at', 'updated_by']);
  const keys = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})]);
  return [...keys]
    .filter((k) => !skip.has(k) && JSON.stringify(row.before?.[k]) !== JSON.stringify(row.after?.[k]))
    .map((field) => ({ field, before: row.before?.[field] ?? null, after: row.after?.[field] ?? null }));
}

/** Child tables whose rows carry class_id (the index audit_log_class_idx of migration 0007 lists the same). */
const CLASS_CHILD_TABLES = ['class_days', 'class_contacts', 'class_instructors', 'class_roster', 'attendance_codes'];

/** The audit rows of one offering: its own row and its child rows, found by their parent id column. */
async function offeringAudit(tx: Queryable, table: string, childTables: string[], parentKey: string, id: number): Promise<AuditRow[]> {
  const { rows } = await tx.query<AuditRow>(
    `SELECT a.id::text AS id, ${isoSql('a.occurred_at')} AS occurred_at, ${personNameSql('p')} AS person_name, a.entity, a.entity_id, a.action, a.before, a.after
       FROM audit_log a LEFT JOIN persons p ON p.id = a.person_id
      WHERE (a.entity = '${table}' AND a.entity_id = $1::text)
         OR (a.entity IN (${childTables.map((t) => `'${t}'`).join(', ')}) AND (coalesce(a.after, a.before) ->> '${parentKey}') = $1::text)
      ORDER BY a.occurred_at DESC, a.id DESC
      LIMIT 1000`,
    [id],
  );
  return rows;
}

export const auditInfo = defineRoute({
  method: 'POST',
  url: '/audit-info',
  summary:
    "An offering's audit trail: who changed which field, when (learningObjectId, and refLearningObjectId as its type: 1 course, 3 class)",
  tags: ['audit'],
  // Any course or class code; the offering itself is then checked (loadCourse, loadClass).
  auth: classAccess(),
  schema: { body: auditInfoBody, response: auditInfoResponse },
  async handler({ body, tx, me }) {
    let rows: AuditRow[];
    if (body.refLearningObjectId === COURSE_OBJECT_TYPE) {
      await loadCourse(tx, body.learningObjectId, me());
      rows = await offeringAudit(tx, 'courses', COURSE_CHILD_TABLES, 'course_id', body.learningObjectId);
    } else if (body.refLearningObjectId === CLASS_OBJECT_TYPE) {
      await loadClass(tx, body.learningObjectId, me());
      rows = await offeringAudit(tx, 'classes', CLASS_CHILD_TABLES, 'class_id', body.learningObjectId);
    } else throw invalid('body.refLearningObjectId', 'Unsupported learning object type.');
    return rows.map((row) => {
      const { before: _before, after: _after, ...rest } = row;
      return { ...rest, changes: changesOf(row) };
    });
  },
});
