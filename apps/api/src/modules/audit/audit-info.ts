import { AOA_OBJECT_TYPE, type auditInfoResponse, EXTERNAL_CPE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import type { z } from 'zod';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { CLASS_OBJECT_TYPE, loadClass } from '../../shared/class-access.ts';
import { COURSE_OBJECT_TYPE, loadCourse } from '../../shared/course-access.ts';
import { loadAoa } from '../aoa/index.ts';
import { loadRequest } from '../external-cpe/index.ts';
import { fieldChanges } from './audit-changes.ts';
import { type RowImage, recordName, SKIPPED_COLUMNS } from './audit-fields.ts';
import { loadNames } from './audit-names.ts';
import { rosterAudit } from './audit-roster.ts';
import { rosterRemovedStatement } from './roster-sentences.ts';

/**
 * Child tables whose rows carry course_id: their changes belong to the course's audit trail (the
 * index audit_log_course_idx of migration 0004 lists the same). course_external_ids is gone since
 * migration 0013, but its audit rows still belong to the trail.
 */
const COURSE_CHILD_TABLES = ['agenda_modules', 'content_reviews', 'course_external_ids', 'course_people', 'course_qualifications'];

/**
 * Child tables whose rows carry class_id, which their audit rows carry as parent_id (migration
 * 0044 lists the same). The roster's attendance and missed time carry roster_id: audit-roster.ts
 * reads them, and the learners who joined the roster, in words and a press of many learners as one entry.
 */
const CLASS_CHILD_TABLES = ['class_days', 'class_contacts', 'class_instructors', 'class_roster', 'attendance_codes'];
/** The class's rows that audit-roster.ts tells instead. */
const CLASS_ROWS_TOLD_ELSEWHERE = "a.entity = 'class_roster' AND a.action = 'INSERT'";
/** Entries of a trail at most, newest first. */
const TRAIL_LIMIT = 1000;

/** An affidavit's declarations (migration 0014's audit_log_affidavit_idx lists the same). */
const AOA_CHILD_TABLES = ['affidavit_days', 'affidavit_missed_times'];
/** Child tables whose rows carry request_id (the index audit_log_ecpe_idx of migration 0015 lists the same). */
const ECPE_CHILD_TABLES = ['ecpe_awards', 'ecpe_nasba_answers'];

interface AuditRow {
  /** bigint: text, as pg returns it. */
  id: string;
  occurred_at: string;
  person_name: string | null;
  /** On a proxy session (ADR 0039): the administrator who acted for person_name. */
  proxy_person_name: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: RowImage | null;
  after: RowImage | null;
}

/** A child row's parent: the audit row's parent_id (the class's parts, migration 0044), else its image's column. */
const parentOf = (key: string) => (key === 'parent_id' ? 'a.parent_id' : `(coalesce(a.after, a.before) ->> '${key}')`);

/**
 * The audit rows of one offering: its own row and its child rows, found by their parent id
 * column. An update that changed nothing but bookkeeping (the "last changed by" a write
 * stamps on the course) is left out here, so it takes no place under the limit.
 */
async function offeringAudit(
  tx: Queryable,
  typeId: number,
  table: string,
  childTables: string[],
  parentKey: string,
  id: number,
  toldElsewhere?: string,
): Promise<AuditRow[]> {
  const { rows } = await tx.query<AuditRow>(
    `SELECT a.id::text AS id, ${isoSql('a.occurred_at')} AS occurred_at, ${personNameSql('p')} AS person_name,
            ${personNameSql('pp')} AS proxy_person_name, a.entity, a.entity_id, a.action, a.before, a.after
       FROM audit_log a LEFT JOIN persons p ON p.id = a.person_id LEFT JOIN persons pp ON pp.id = a.proxy_person_id
      WHERE ((a.entity = '${table}' AND a.entity_id = $1::text)
         OR (a.entity IN (${childTables.map((t) => `'${t}'`).join(', ')}) AND ${parentOf(parentKey)} = $1::text)
         -- The layer's tables name the record by type and id (migration 0013's audit_log_external_ids_idx).
         OR (a.entity = 'external_ids' AND (coalesce(a.after, a.before) ->> 'learning_object_id') = $1::text
             AND (coalesce(a.after, a.before) ->> 'learning_object_type_id') = $3::text))
        AND NOT (a.action = 'UPDATE' AND (a.before - $2::text[]) = (a.after - $2::text[]))
        ${toldElsewhere ? `AND NOT (${toldElsewhere})` : ''}
      ORDER BY a.occurred_at DESC, a.id DESC
      LIMIT ${TRAIL_LIMIT}`,
    [id, SKIPPED_COLUMNS, typeId],
  );
  return rows;
}

type AuditEntry = z.infer<typeof auditInfoResponse>[number];

/** Each row named and its changes resolved to names (ids of people, roles, lookups) in one more statement. */
async function describeRows(tx: Queryable, table: string, rows: AuditRow[]): Promise<AuditEntry[]> {
  const name = await loadNames(
    tx,
    rows.flatMap((r) => [r.before, r.after]),
  );
  return rows.flatMap(({ before, after, ...rest }) => {
    const record = recordName(rest.entity, after ?? before ?? {}, name);
    // A learner taken off the roster keeps the row (removed_at set): one sentence, not three field changes.
    if (rest.entity === 'class_roster' && rest.action === 'UPDATE' && !before?.removed_at && after?.removed_at)
      return [{ ...rest, record, is_offering: false, changes: [], statement: rosterRemovedStatement(record, after.removal_message) }];
    const changes = fieldChanges(before, after, name);
    if (rest.action === 'UPDATE' && changes.length === 0) return [];
    return [{ ...rest, record, is_offering: rest.entity === table, changes }];
  });
}

/** Two lists of a trail, each newest first, as one: newest first, cut at the limit. */
function newestFirst(...lists: AuditEntry[][]): AuditEntry[] {
  return lists
    .flat()
    .sort((a, b) => b.occurred_at.localeCompare(a.occurred_at) || Number(BigInt(b.id) - BigInt(a.id)))
    .slice(0, TRAIL_LIMIT);
}

export const auditInfo = defineRoute(endpoints.auditInfo, {
  summary:
    "An offering's audit trail: who changed which field from what to what, when, with names rather than ids (learningObjectId, and refLearningObjectId as its type: 1 course, 3 class, 7 affidavit, 8 external CPE request)",
  tags: ['audit'],
  // Any signed-in caller: the offering itself is then checked (loadCourse, loadClass, loadAoa, loadRequest:
  // a learner reads their own affidavit's or external CPE request's trail).
  auth: allow.signedIn(),
  async handler({ body, tx, me }) {
    if (body.refLearningObjectId === COURSE_OBJECT_TYPE) {
      await loadCourse(tx, body.learningObjectId, me());
      return describeRows(
        tx,
        'courses',
        await offeringAudit(tx, COURSE_OBJECT_TYPE, 'courses', COURSE_CHILD_TABLES, 'course_id', body.learningObjectId),
      );
    }
    if (body.refLearningObjectId === CLASS_OBJECT_TYPE) {
      await loadClass(tx, body.learningObjectId, me());
      const rows = await offeringAudit(
        tx,
        CLASS_OBJECT_TYPE,
        'classes',
        CLASS_CHILD_TABLES,
        'parent_id',
        body.learningObjectId,
        CLASS_ROWS_TOLD_ELSEWHERE,
      );
      return newestFirst(await describeRows(tx, 'classes', rows), await rosterAudit(tx, body.learningObjectId));
    }
    if (body.refLearningObjectId === AOA_OBJECT_TYPE) {
      await loadAoa(tx, body.learningObjectId, me());
      return describeRows(
        tx,
        'affidavits',
        await offeringAudit(tx, AOA_OBJECT_TYPE, 'affidavits', AOA_CHILD_TABLES, 'affidavit_id', body.learningObjectId),
      );
    }
    if (body.refLearningObjectId === EXTERNAL_CPE_OBJECT_TYPE) {
      await loadRequest(tx, body.learningObjectId, me());
      const table = 'external_cpe_requests';
      return describeRows(
        tx,
        table,
        await offeringAudit(tx, EXTERNAL_CPE_OBJECT_TYPE, table, ECPE_CHILD_TABLES, 'request_id', body.learningObjectId),
      );
    }
    throw invalid('body.refLearningObjectId', 'Unsupported learning object type.');
  },
});
