import type { AgendaModule } from '@cpe/contract';
import { groupByDay } from '@cpe/contract';
import { inOrder, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { COURSE_OBJECT_TYPE } from './course-access.ts';
import { FEEDBACK_SELECT } from './course-feedback-sql.ts';

type ModuleRow = Omit<AgendaModule, 'allocations' | 'instructors' | 'feedback'>;

/** Feedback on one module is kept with field_identifier 'module:{id}' on the Agenda Details page. */
export const moduleFieldIdentifier = (moduleId: number) => `module:${moduleId}`;

/** The agenda of a course, modules grouped by day in order, each with its allocations, instructors and feedback. */
export async function loadAgenda(tx: Queryable, courseId: number): Promise<{ day: number; modules: AgendaModule[] }[]> {
  const [modules, allocations, instructors, feedback] = await inOrder(
    () =>
      tx.query<ModuleRow>(
        `SELECT m.id AS module_id, m.day, m.day_index, m.title, m.description, m.module_type_id, mt.name AS module_type,
              m.knowledge_level_id, kl.name AS knowledge_level, m.start_time, m.end_time, m.is_credit_qualified,
              m.developer_id, ${personNameSql('d')} AS developer_name, m.updated_by
         FROM agenda_modules m
         LEFT JOIN module_types mt ON mt.id = m.module_type_id
         LEFT JOIN knowledge_levels kl ON kl.id = m.knowledge_level_id
         LEFT JOIN persons d ON d.id = m.developer_id
        WHERE m.course_id = $1
        ORDER BY m.day, m.day_index`,
        [courseId],
      ),
    () =>
      tx.query<{ module_id: number; field_of_study_id: number; percent: number; name: string }>(
        `SELECT a.module_id, a.field_of_study_id, a.percent, f.name
         FROM module_fields_of_study a
         JOIN agenda_modules m ON m.id = a.module_id
         JOIN fields_of_study f ON f.id = a.field_of_study_id
        WHERE m.course_id = $1
        ORDER BY a.percent DESC, f.name`,
        [courseId],
      ),
    () =>
      tx.query<{ module_id: number; person_id: number; name: string }>(
        `SELECT i.module_id, i.person_id, ${personNameSql('p')} AS name
         FROM module_instructors i
         JOIN agenda_modules m ON m.id = i.module_id
         JOIN persons p ON p.id = i.person_id
        WHERE m.course_id = $1
        ORDER BY name`,
        [courseId],
      ),
    () => tx.query<AgendaModule['feedback'][number]>(FEEDBACK_SELECT, [COURSE_OBJECT_TYPE, courseId]),
  );
  const byModule = <T extends { module_id: number }>(rows: T[]) => {
    const map = new Map<number, Omit<T, 'module_id'>[]>();
    for (const { module_id, ...rest } of rows) map.set(module_id, [...(map.get(module_id) ?? []), rest]);
    return map;
  };
  const alloc = byModule(allocations.rows);
  const instr = byModule(instructors.rows);
  const items = modules.rows.map((m) => ({
    ...m,
    allocations: alloc.get(m.module_id) ?? [],
    instructors: instr.get(m.module_id) ?? [],
    feedback: feedback.rows.filter((f) => f.field_identifier === moduleFieldIdentifier(m.module_id)),
  }));
  return groupByDay(items);
}
