import { type AgendaSlot, allocationProblem, isValidTimeRange, MODULE_MESSAGES, type ModuleInput, normalizeAgenda } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';

/** Checks a module's own rules: a time range that ends after it starts, allocations of distinct fields summing to 100. */
export function checkModule(body: ModuleInput): void {
  if (!isValidTimeRange(body.start_time, body.end_time)) throw invalid('body.end_time', MODULE_MESSAGES.endAfterStart);
  const problem = allocationProblem(body.allocations);
  if (problem) throw invalid('body.allocations', MODULE_MESSAGES[problem]);
}

export async function agendaSlots(tx: Queryable, courseId: number): Promise<AgendaSlot[]> {
  const { rows } = await tx.query<AgendaSlot>('SELECT id AS module_id, day, day_index FROM agenda_modules WHERE course_id = $1', [
    courseId,
  ]);
  return rows;
}

/** Writes the positions that differ; the unique (day, day_index) constraint is deferred to commit. */
export async function saveSlots(tx: Queryable, before: AgendaSlot[], after: AgendaSlot[], personId: number, now: Date): Promise<void> {
  const old = new Map(before.map((s) => [s.module_id, s]));
  for (const s of after) {
    const o = old.get(s.module_id);
    if (o && o.day === s.day && o.day_index === s.day_index) continue;
    await tx.query('UPDATE agenda_modules SET day = $2, day_index = $3, updated_by = $4, updated_at = $5 WHERE id = $1', [
      s.module_id,
      s.day,
      s.day_index,
      personId,
      now,
    ]);
  }
}

/** Renumbers after a removal: an emptied day is removed and later days shift down by one. */
export async function renumberAgenda(tx: Queryable, courseId: number, personId: number, now: Date): Promise<void> {
  const slots = await agendaSlots(tx, courseId);
  await saveSlots(tx, slots, normalizeAgenda(slots), personId, now);
}

export async function saveModuleLinks(tx: Queryable, moduleId: number, body: ModuleInput): Promise<void> {
  await tx.query('DELETE FROM module_fields_of_study WHERE module_id = $1', [moduleId]);
  for (const a of body.allocations) {
    await tx.query('INSERT INTO module_fields_of_study (module_id, field_of_study_id, percent) VALUES ($1, $2, $3)', [
      moduleId,
      a.field_of_study_id,
      a.percent,
    ]);
  }
  if (body.instructor_ids === undefined) return;
  await tx.query('DELETE FROM module_instructors WHERE module_id = $1', [moduleId]);
  for (const personId of new Set(body.instructor_ids)) {
    await tx.query('INSERT INTO module_instructors (module_id, person_id) VALUES ($1, $2)', [moduleId, personId]);
  }
}
