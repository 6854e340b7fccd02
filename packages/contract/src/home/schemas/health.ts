import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.boolean(),
  migrations: z.boolean(),
  jobs: z.boolean(),
});
