import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';
import { assembleRoster } from './roster-assemble.ts';
import { readRosterData } from './roster-read.ts';
import { rosterDeliveryMethod } from './roster-rows.ts';

export const getRoster = defineRoute(endpoints.getRoster, {
  summary: 'The roster of a class: learners with attendance, missed time and credits per day, the class days and their times',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    const data = await readRosterData(tx, cls);
    return assembleRoster(data, rosterDeliveryMethod(cls));
  },
});
