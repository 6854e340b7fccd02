import { compactRoster, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { serveRoster } from './roster-serve.ts';

/**
 * The roster screen's read: the answer of GET /class/roster/{id} in its compact form, with an
 * ETag. A browser that holds the same answer (If-None-Match) gets 304 and no body: the 2,000
 * learners are neither sent nor parsed again.
 */
export const getCompactRoster = defineRoute(endpoints.getCompactRoster, {
  summary: 'The roster of a class in compact form (learners as rows, days as arrays), with an ETag for conditional GETs',
  tags: ['classes'],
  auth: classAccess(),
  handler: (ctx) => serveRoster(ctx, 'compact', compactRoster, endpoints.getCompactRoster.response) as never,
});
