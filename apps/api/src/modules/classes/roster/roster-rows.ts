import type { rosterRowsChange } from '@cpe/contract';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { assembleRoster } from './roster-assemble.ts';
import { readRosterData } from './roster-read.ts';

/**
 * A write to one learner's attendance or missed time answers with that learner's roster row,
 * credits and reasons recomputed, as GET /class/roster/{id} would show it: the screen puts
 * it in place, and a 2,000-learner roster is not read again for one click.
 */
export async function changedRosterRow(
  tx: Queryable,
  cls: ClassRow,
  rosterId: number,
  message: string,
): Promise<z.input<typeof rosterRowsChange>> {
  const { roster, limitationReasonsObj } = assembleRoster(await readRosterData(tx, cls, rosterId), rosterDeliveryMethod(cls));
  return { message, roster, limitationReasonsObj };
}

/** The class's delivery method, else its course's: the one the credits follow. */
export const rosterDeliveryMethod = (cls: Pick<ClassRow, 'delivery_method_id' | 'course_delivery_method_id'>) =>
  cls.delivery_method_id ?? cls.course_delivery_method_id;
