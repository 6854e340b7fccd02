import { z } from 'zod';
import { idParam, isoDateTime } from '../../platform/index.ts';

/** Notifications: the browser adds the 'Today' header and dividers. */
export const alertItem = z.object({
  alert_id: z.number().int(),
  type: z.string(),
  message: z.string(),
  created_on: isoDateTime,
});
export const alertsResponse = z.array(alertItem);
export const alertParams = z.object({ alertId: idParam });
export const removedResponse = z.object({ message: z.string(), removed: z.number().int() });
export type AlertItem = z.infer<typeof alertItem>;
