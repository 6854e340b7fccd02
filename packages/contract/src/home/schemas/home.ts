import { z } from 'zod';

/** The lists of work a person's home shows first (the role's home): each item links to its record. */
export const workItem = z.object({
  kind: z.enum(['course']),
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  detail: z.string().nullable(),
});
export const workList = z.object({ key: z.string(), title: z.string(), items: z.array(workItem) });
export const homeWorkResponse = z.array(workList);
export type WorkList = z.infer<typeof workList>;
