import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { serveRoster } from './roster-serve.ts';

export const getRoster = defineRoute(endpoints.getRoster, {
  summary:
    'The roster of a class: learners with attendance, missed time and credits per day, the class days and their times (with an ETag for conditional GETs)',
  tags: ['classes'],
  auth: classAccess(),
  handler: (ctx) => serveRoster(ctx, 'full', (roster) => roster, endpoints.getRoster.response) as never,
});
