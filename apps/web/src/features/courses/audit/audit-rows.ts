import { describeValue } from '../version/version-changes.ts';

/** The tables whose changes make up a course's audit trail, as the screen names them. */
const ENTITIES: Readonly<Record<string, string>> = {
  courses: 'Course',
  agenda_modules: 'Agenda module',
  content_reviews: 'Content review',
  course_external_ids: 'External id',
  course_people: 'Contact',
  course_qualifications: 'Program qualification',
};

const ACTIONS: Readonly<Record<string, string>> = { INSERT: 'Added', UPDATE: 'Changed', DELETE: 'Removed' };

export const auditEntity = (entity: string) => ENTITIES[entity] ?? entity.replace(/_/g, ' ');
export const auditAction = (action: string) => ACTIONS[action] ?? action;

/** One changed field of an audit row: 'title: "Old" → "New"'. */
export function auditChange(change: { field: string; before: unknown; after: unknown }): string {
  return `${change.field.replace(/_/g, ' ')}: ${describeValue(change.before)} → ${describeValue(change.after)}`;
}
