import type { AgendaModule } from '@cpe/contract';
import { groupByDay } from '@cpe/contract';
import { personNameSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { COURSE_OBJECT_TYPE } from '../../../shared/course-access.ts';
import { FEEDBACK_SELECT } from '../../learning-objects/index.ts';

type ModuleRow = Omit<AgendaModule, 'feedback'>;

/** Feedback on one module is kept with field_identifier 'module:{id}' on the Agenda Details page. */
export const moduleFieldIdentifier = (moduleId: number) => `module:${moduleId}`;

/**
 * Every module of the agenda with its allocations and instructors, in one statement
 * (a 5-day, 60-module agenda is one round trip, not one per module). Allocations and
 * instructors are grouped once for the course's modules and joined, not aggregated by a
 * subquery per module: a 60-module agenda takes a third of the time (issue 17).
 */
const MODULES_SQL = `
  SELECT m.id AS module_id, m.day, m.day_index, m.title, m.description, m.module_type_id, mt.name AS module_type,
         m.knowledge_level_id, kl.name AS knowledge_level, m.start_time, m.end_time, m.is_credit_qualified,
         m.developer_id, ${personNameSql('d')} AS developer_name, m.updated_by,
         coalesce(al.allocations, '[]') AS allocations, coalesce(ins.instructors, '[]') AS instructors
    FROM agenda_modules m
    LEFT JOIN module_types mt ON mt.id = m.module_type_id
    LEFT JOIN knowledge_levels kl ON kl.id = m.knowledge_level_id
    LEFT JOIN persons d ON d.id = m.developer_id
    LEFT JOIN (SELECT a.module_id,
                      json_agg(json_build_object('field_of_study_id', a.field_of_study_id, 'percent', a.percent, 'name', f.name)
                               ORDER BY a.percent DESC, f.name) AS allocations
                 FROM agenda_modules am
                 JOIN module_fields_of_study a ON a.module_id = am.id
                 JOIN fields_of_study f ON f.id = a.field_of_study_id
                WHERE am.course_id = $1
                GROUP BY a.module_id) al ON al.module_id = m.id
    LEFT JOIN (SELECT i.module_id,
                      json_agg(json_build_object('person_id', i.person_id, 'name', ${personNameSql('p')})
                               ORDER BY p.name_primary_last, p.name_primary_first) AS instructors
                 FROM agenda_modules im
                 JOIN module_instructors i ON i.module_id = im.id
                 JOIN persons p ON p.id = i.person_id
                WHERE im.course_id = $1
                GROUP BY i.module_id) ins ON ins.module_id = m.id
   WHERE m.course_id = $1
   ORDER BY m.day, m.day_index`;

/** The agenda of a course, modules grouped by day in order, each with its allocations, instructors and feedback. */
export async function loadAgenda(tx: Queryable, courseId: number): Promise<{ day: number; modules: AgendaModule[] }[]> {
  const modules = await tx.query<ModuleRow>(MODULES_SQL, [courseId]);
  const feedback = await tx.query<AgendaModule['feedback'][number]>(FEEDBACK_SELECT, [COURSE_OBJECT_TYPE, courseId]);
  const byModule = new Map<string, AgendaModule['feedback']>();
  for (const f of feedback.rows) if (f.field_identifier) byModule.set(f.field_identifier, [...(byModule.get(f.field_identifier) ?? []), f]);
  return groupByDay(modules.rows.map((m) => ({ ...m, feedback: byModule.get(moduleFieldIdentifier(m.module_id)) ?? [] })));
}
