import type { OfferingKind } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import { CLASS_OBJECT_TYPE } from '../../shared/class-access.ts';
import { COURSE_OBJECT_TYPE } from '../../shared/course-access.ts';
import { recordWorkflow } from '../learning-objects/index.ts';

export interface NewOffering {
  kind: Exclude<OfferingKind, 'course'>;
  title: string;
  agendaTypeId: number | null;
  deliveryMethodId: number | null;
  personId: number;
  now: Date;
  /** Kind-specific columns of `courses` (program_id, vendor_id, request_type, …), by name. */
  columns?: Readonly<Record<string, unknown>>;
}

// Only these columns may be set through `columns`: the names go into the SQL text.
const KIND_COLUMNS = new Set(['program_id', 'vendor_id', 'request_type', 'description', 'sponsoring_org', 'loid']);

/**
 * A new Draft local learning, independent study or vended item (ADR 0023): its agenda row,
 * its creator as Owner contact, its 'Created' workflow entry, and the class that will deliver
 * it (roster, attendance, codes, transcripts), in the tenant's default timezone. Returns both ids.
 */
export async function insertOffering(tx: Queryable, o: NewOffering): Promise<{ id: number; classId: number }> {
  const extra = Object.entries(o.columns ?? {}).filter(([name]) => {
    if (!KIND_COLUMNS.has(name)) throw new Error(`insertOffering: column ${name} is not a kind column`);
    return true;
  });
  const names = ['kind', 'title', 'agenda_type_id', 'delivery_method_id', 'created_by', 'created_at', 'updated_by', 'updated_at'];
  const values: unknown[] = [o.kind, o.title, o.agendaTypeId, o.deliveryMethodId, o.personId, o.now, o.personId, o.now];
  for (const [name, value] of extra) {
    names.push(name);
    values.push(value);
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO courses (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  const id = (rows[0] as { id: number }).id;
  const settings = await loadTenantSettings(tx, ['defaultTimezone']);
  const timezone = settings.defaultTimezone ?? 'America/New_York';
  const cls = await tx.query<{ id: number }>(
    `INSERT INTO classes (course_id, class_title, timezone, created_by, created_at, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $4, $5) RETURNING id`,
    [id, o.title, timezone, o.personId, o.now],
  );
  const classId = (cls.rows[0] as { id: number }).id;
  await tx.query('UPDATE courses SET class_id = $2 WHERE id = $1', [id, classId]);
  await tx.query("INSERT INTO course_people (course_id, person_id, contact_role) VALUES ($1, $2, 'Owner')", [id, o.personId]);
  const created = { action: 'Created', from: null, personId: o.personId, now: o.now };
  await recordWorkflow(tx, { ...created, objectType: COURSE_OBJECT_TYPE, objectId: id, to: 'Draft', version: 1 });
  await recordWorkflow(tx, { ...created, objectType: CLASS_OBJECT_TYPE, objectId: classId, to: 'Uncertified' });
  return { id, classId };
}
