import { INDEPENDENT_STUDY_REQUEST_TYPES, type IndependentStudyResponse, updateIndependentStudyBody } from '@cpe/contract';
import { z } from 'zod';

/** Independent Study Details as the form holds it: strings, '' for none. */
export const studyDetailsSchema = z.object({
  title: updateIndependentStudyBody.shape.title.unwrap(),
  description: z.string().max(5000, 'At most 5000 characters.'),
  objectives: z.string().max(5000, 'At most 5000 characters.'),
  request_type: z.enum(INDEPENDENT_STUDY_REQUEST_TYPES),
  agenda_type_id: z.string(),
  delivery_method_id: z.string(),
});
export type StudyDetailsValues = z.input<typeof studyDetailsSchema>;

const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function studyDetailsValues(record: IndependentStudyResponse): StudyDetailsValues {
  const h = record.course.courseHeader;
  const requestType = record.header.request_type_name;
  return {
    title: h.title,
    description: str(h.description),
    objectives: str(h.objectives),
    request_type: (INDEPENDENT_STUDY_REQUEST_TYPES as readonly string[]).includes(requestType ?? '')
      ? (requestType as StudyDetailsValues['request_type'])
      : INDEPENDENT_STUDY_REQUEST_TYPES[0],
    agenda_type_id: str(h.agenda_type_id),
    delivery_method_id: str(h.delivery_method_id),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const idOrNull = (s: string) => (s === '' ? null : Number(s));

/** PUT /ind-study/{id}: only the fields that changed (the server leaves the others as they are). */
export function studyDetailsBody(before: StudyDetailsValues, after: StudyDetailsValues): z.input<typeof updateIndependentStudyBody> {
  const body: z.input<typeof updateIndependentStudyBody> = {};
  if (after.title.trim() !== before.title) body.title = after.title.trim();
  if (after.description !== before.description) body.description = orNull(after.description);
  if (after.objectives !== before.objectives) body.objectives = orNull(after.objectives);
  if (after.request_type !== before.request_type) body.request_type = after.request_type;
  if (after.agenda_type_id !== before.agenda_type_id) body.agenda_type_id = idOrNull(after.agenda_type_id);
  if (after.delivery_method_id !== before.delivery_method_id) body.delivery_method_id = idOrNull(after.delivery_method_id);
  return body;
}
