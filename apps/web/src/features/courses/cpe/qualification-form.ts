import { MESSAGES } from '@cpe/contract';
import { z } from 'zod';
import type { CpeInfo } from './cpe-api.ts';

/** Program qualifications: each row a qualification, and a state when that qualification needs a jurisdiction. */
export function qualificationSchema(needsJurisdiction: (qualificationId: number) => boolean) {
  return z.object({
    items: z.array(
      z.object({ qualification_id: z.string().min(1, MESSAGES.required), state_id: z.string() }).superRefine((item, ctx) => {
        if (item.qualification_id && needsJurisdiction(Number(item.qualification_id)) && !item.state_id) {
          ctx.addIssue({ code: 'custom', path: ['state_id'], message: MESSAGES.required });
        }
      }),
    ),
  });
}

export type QualificationValues = z.infer<ReturnType<typeof qualificationSchema>>;

export const qualificationValues = (rows: CpeInfo['qualifications']): QualificationValues => ({
  items: rows.map((r) => ({ qualification_id: String(r.qualification_id), state_id: r.state_id === null ? '' : String(r.state_id) })),
});

/** PUT /course/qualifications body; a state is only sent for a qualification that takes one. */
export function toQualificationsBody(values: QualificationValues, needsJurisdiction: (qualificationId: number) => boolean) {
  return {
    items: values.items.map((item) => {
      const id = Number(item.qualification_id);
      return { qualification_id: id, state_id: needsJurisdiction(id) && item.state_id ? Number(item.state_id) : null };
    }),
  };
}
