import { endpoints, fieldState, resolveElementConfig } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, requireCourse } from '../../shared/course-access.ts';
import { loadElementRows } from '../learning-objects/index.ts';
import { courseObjectType } from './course-object-type.ts';

/** Body fields and the element ids of the element configuration that govern them. */
const FIELDS = {
  title: 'title',
  description: 'description',
  objectives: 'objectives',
  agenda_type_id: 'agenda_type',
  delivery_method_id: 'delivery_method',
  lrt_id: 'lrt_id',
  loid: 'loid',
  sponsoring_org: 'sponsoring_org',
} as const;

export const updateCourse = defineRoute(endpoints.updateCourse, {
  summary: 'Edit the Course Details; the element configuration decides which fields are editable and required',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const rows = await loadElementRows(tx, courseObjectType);
    const resolved = resolveElementConfig(rows, {
      agendaTypeId: body.agenda_type_id === undefined ? course.agenda_type_id : body.agenda_type_id,
      deliveryMethodId: body.delivery_method_id === undefined ? course.delivery_method_id : body.delivery_method_id,
      location: 'course',
    });
    const sets: string[] = [];
    const values: unknown[] = [params.id];
    for (const [field, elementId] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) {
      const value = body[field];
      if (value === undefined) continue;
      const state = fieldState(resolved, elementId, course.course_status);
      if (!state.editable) throw invalid(`body.${field}`, `${state.label ?? field} cannot be edited in status ${course.course_status}.`);
      if (state.required && (value === null || value === '')) throw invalid(`body.${field}`, 'Required.');
      values.push(value === '' ? null : value);
      sets.push(`${field} = $${values.length}`);
    }
    values.push(now, me().personId);
    sets.push(`updated_at = $${values.length - 1}`, `updated_by = $${values.length}`);
    await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
    return { message: 'Course details saved' };
  },
});
