import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { touchCourse } from '../../shared/course-access.ts';
import { requireStudy, studyAccess } from './study-access.ts';
import { checkLookups } from './study-lookups.ts';
import { loadStudyHeader } from './study-read.ts';

// Body fields and their columns; only these names reach the SQL text.
const COLUMNS = {
  title: 'title',
  description: 'description',
  objectives: 'objectives',
  request_type: 'request_type',
  agenda_type_id: 'agenda_type_id',
  delivery_method_id: 'delivery_method_id',
} as const;

export const updateIndependentStudy = defineRoute(endpoints.updateIndependentStudy, {
  summary: 'Edit the Independent Study Details: only its creator, only while Draft; only the fields sent change',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, body, tx, me, now }) {
    const study = await requireStudy(tx, params.id, me(), 'edit');
    await checkLookups(tx, body);
    const sets: string[] = [];
    const values: unknown[] = [study.id];
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
      const value = body[field];
      if (value === undefined) continue;
      values.push(value === '' ? null : value);
      sets.push(`${column} = $${values.length}`);
    }
    if (sets.length > 0) await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
    // The delivery class carries the study's title on rosters and transcripts.
    if (body.title !== undefined)
      await tx.query('UPDATE classes SET class_title = $2 WHERE id = (SELECT class_id FROM courses WHERE id = $1)', [study.id, body.title]);
    await touchCourse(tx, study.id, me().personId, now);
    return loadStudyHeader(tx, study.id);
  },
});
