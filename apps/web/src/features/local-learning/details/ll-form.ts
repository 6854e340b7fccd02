import { LOCAL_DATE_TIME, type LocalLearningResponse, localLearningDays, MESSAGES } from '@cpe/contract';
import { z } from 'zod';

/** The fields of Local Learning Details and of the New local learning dialog; maxima as the server's bodies. */
export interface LocalLearningValues {
  title: string;
  agenda_type_id: string;
  delivery_method_id: string;
  /** 'YYYY-MM-DD HH:mm', the class's wall clock. */
  start: string;
  end: string;
  description: string;
  sponsoring_org: string;
  focus_code: string;
}

export const DATE_TIME_HELP = 'YYYY-MM-DD HH:mm';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
// An empty field says only 'Required.', a filled one its format.
const dateTime = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .refine((v) => v === '' || LOCAL_DATE_TIME.test(v), `Expected ${DATE_TIME_HELP}`);

/**
 * The form's rules: title, agenda type, delivery method, start and end are required
 * ('Required.'); start and end are 'YYYY-MM-DD HH:mm' and make a schedule the
 * contract's localLearningDays accepts (the same rule the server applies), its problem
 * shown on the field it names.
 */
export const localLearningSchema = z
  .object({
    title: text(300).min(1, MESSAGES.required),
    agenda_type_id: z.string().min(1, MESSAGES.required),
    delivery_method_id: z.string().min(1, MESSAGES.required),
    start: dateTime,
    end: dateTime,
    description: text(5000),
    sponsoring_org: text(300),
    focus_code: text(200),
  })
  .superRefine((v, ctx) => {
    if (!LOCAL_DATE_TIME.test(v.start.trim()) || !LOCAL_DATE_TIME.test(v.end.trim())) return;
    const schedule = localLearningDays(v.start.trim(), v.end.trim());
    if ('field' in schedule) ctx.addIssue({ code: 'custom', path: [schedule.field], message: schedule.message });
  });

export const EMPTY_VALUES: LocalLearningValues = {
  title: '',
  agenda_type_id: '',
  delivery_method_id: '',
  start: '',
  end: '',
  description: '',
  sponsoring_org: '',
  focus_code: '',
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's values of a loaded local learning. */
export function localLearningValues(record: Pick<LocalLearningResponse, 'course' | 'header'>): LocalLearningValues {
  const c = record.course.courseHeader;
  return {
    title: c.title,
    agenda_type_id: str(c.agenda_type_id),
    delivery_method_id: str(c.delivery_method_id),
    start: str(record.header.start_date),
    end: str(record.header.end_date),
    description: str(c.description),
    sponsoring_org: str(c.sponsoring_org),
    focus_code: str(record.header.focus_code),
  };
}

const IDS = new Set<keyof LocalLearningValues>(['agenda_type_id', 'delivery_method_id']);
const OPTIONAL_TEXT = new Set<keyof LocalLearningValues>(['description', 'sponsoring_org', 'focus_code']);

/**
 * The PUT /locallearning/{id} body: only what changed; ids as numbers, an emptied optional
 * text as null, and start and end together whenever either changed (they make the class days).
 */
export function changedBody(before: LocalLearningValues, after: LocalLearningValues): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const key of Object.keys(after) as (keyof LocalLearningValues)[]) {
    const value = after[key].trim();
    if (value === before[key].trim() || key === 'start' || key === 'end') continue;
    if (IDS.has(key)) body[key] = value === '' ? null : Number(value);
    else body[key] = value === '' && OPTIONAL_TEXT.has(key) ? null : value;
  }
  if (after.start.trim() !== before.start.trim() || after.end.trim() !== before.end.trim()) {
    body.start = after.start.trim();
    body.end = after.end.trim();
  }
  return body;
}
