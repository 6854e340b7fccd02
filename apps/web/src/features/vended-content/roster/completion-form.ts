import { MESSAGES } from '@cpe/contract';
import { z } from 'zod';

/** The day as YYYY-MM-DD in the browser's calendar (the day the person sees on their screen). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Record completion: who completed the item and on which day (not in the future: a completion has happened). */
export const completionSchema = (today: string) =>
  z.object({
    person_id: z.number({ error: MESSAGES.required }).int().positive(),
    completed_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.required)
      .refine((d) => d <= today, 'The completion date cannot be in the future.'),
  });
export type CompletionValues = { person_id: number | null; completed_on: string };
