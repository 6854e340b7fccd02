import {
  CLASS_MESSAGES,
  classDaysProblems,
  classDetailsFields,
  elementFieldProblem,
  endpoints,
  moveFirstDate,
  type updateClassBody,
  virtualFix,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { type AbleClass, CLASS_OBJECT_TYPE, type ClassRow, classAccess, touchClass } from '../../../shared/class-access.ts';
import { recordWorkflow } from '../../learning-objects/index.ts';
import { classElementsFor } from '../core/class-elements.ts';
import { requireDeliveryMethod, requireTimezone } from '../core/class-lookups.ts';
import { changeClassTimezone, readClassDays, saveClassDays } from '../days/class-days-write.ts';
import { requireClassAction } from './require-class-action.ts';

type DetailsBody = Exclude<typeof updateClassBody._output, { in_void_class: true }>;
const flag = (v: 0 | 1 | boolean | undefined) => (v === undefined ? null : v === true || v === 1);

/** A VIRTUAL facility means the class is delivered virtually: saved whenever the class is written. */
export async function applyVirtualFix(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query<{ facility: string | null; delivered_virtually: boolean }>(
    'SELECT facility, delivered_virtually FROM classes WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (row && virtualFix(row)) await tx.query('UPDATE classes SET delivered_virtually = true WHERE id = $1', [id]);
}

/**
 * The element configuration decides what Class Details may change and what it needs
 * (the element configuration rule): a form may send every field, but a changed field must be editable, and a
 * required one may not end up empty. The current values are the ones the form shows.
 */
async function checkElements(tx: Queryable, cls: AbleClass, body: DetailsBody): Promise<void> {
  const { rows } = await tx.query<{ delivered_virtually: boolean; facility: string | null; place: string | null }>(
    'SELECT delivered_virtually, facility, coalesce(location, facility) AS place FROM classes WHERE id = $1',
    [cls.id],
  );
  const current = rows[0];
  if (!current) return;
  const states = await classElementsFor(tx, cls, cls.abilities);
  const problem = elementFieldProblem(
    states,
    classDetailsFields(body, {
      class_title: cls.class_title,
      delivery_method_id: cls.delivery_method_id,
      delivered_virtually: current.delivered_virtually || virtualFix(current) !== null,
      place: current.place,
      timezone: cls.timezone,
    }),
  );
  if (problem) throw invalid(`body.${problem.field}`, problem.message);
}

async function saveDetails(tx: Queryable, cls: ClassRow, body: DetailsBody): Promise<void> {
  if (body.in_timezone !== undefined) await requireTimezone(tx, body.in_timezone);
  if (body.in_delivery_method_id != null) await requireDeliveryMethod(tx, body.in_delivery_method_id);
  await tx.query(
    `UPDATE classes SET class_title = $2,
            delivery_method_id = CASE WHEN $3::boolean THEN $4::int ELSE delivery_method_id END,
            delivered_virtually = coalesce($5::boolean, delivered_virtually), is_online = coalesce($6::boolean, is_online),
            is_external_cpe = coalesce($7::boolean, is_external_cpe),
            location = CASE WHEN $8::boolean THEN $9::text ELSE location END
      WHERE id = $1`,
    [
      cls.id,
      body.in_title,
      body.in_delivery_method_id !== undefined,
      body.in_delivery_method_id ?? null,
      flag(body.in_delivered_virtually),
      flag(body.in_is_online),
      flag(body.in_is_external_cpe),
      body.in_location !== undefined,
      body.in_location ?? null,
    ],
  );
  // Class times keep their wall clock in the new zone and are recomputed there (ADR 0014).
  const timeZone = body.in_timezone ?? cls.timezone;
  await changeClassTimezone(tx, cls.id, cls.timezone, timeZone);
  if (body.in_start_date !== undefined) await moveDays(tx, cls.id, body.in_start_date, timeZone);
}

/** A new start date moves every class day by the same number of days, so the class keeps its shape. */
async function moveDays(tx: Queryable, id: number, startDate: string, timeZone: string): Promise<void> {
  const days = await readClassDays(tx, id);
  if (days.length === 0 || days[0]?.date === startDate) return;
  const moved = moveFirstDate(days, startDate);
  // The day count does not change here; the dates and times must still be real in the zone.
  const problem = classDaysProblems(moved, timeZone, 0)[0];
  if (problem) throw invalid('body.in_start_date', problem.message);
  await saveClassDays(tx, id, moved, timeZone);
}

export const updateClass = defineRoute(endpoints.updateClass, {
  summary: 'Class Details, or { in_void_class: true } to void an Uncertified class (irreversible)',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const personId = me().personId;
    if ('in_void_class' in body) {
      await requireClassAction(tx, params.id, me(), 'void');
      await tx.query("UPDATE classes SET status = 'Voided', voided_at = $2, voided_by = $3 WHERE id = $1", [params.id, now, personId]);
      await touchClass(tx, params.id, personId, now);
      await recordWorkflow(tx, {
        objectType: CLASS_OBJECT_TYPE,
        objectId: params.id,
        action: 'Voided',
        from: 'Uncertified',
        to: 'Voided',
        personId,
        now,
      });
      return { message: CLASS_MESSAGES.classVoided };
    }
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    await checkElements(tx, cls, body);
    await saveDetails(tx, cls, body);
    await applyVirtualFix(tx, cls.id);
    await touchClass(tx, cls.id, personId, now);
    return { message: 'Class details saved' };
  },
});
