import { createHash } from 'node:crypto';
import { compactRoster, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';
import { assembleRoster } from './roster-assemble.ts';
import { readRosterData } from './roster-read.ts';
import { rosterDeliveryMethod } from './roster-rows.ts';

/** A strong validator of the answer's bytes: the same roster gives the same tag on every process. */
const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/**
 * The roster screen's read: the answer of GET /class/roster/{id} in its compact form, with an
 * ETag. A browser that holds the same answer (If-None-Match) gets 304 and no body: the 2,000
 * learners are neither sent nor parsed again.
 */
export const getCompactRoster = defineRoute(endpoints.getCompactRoster, {
  summary: 'The roster of a class in compact form (learners as rows, days as arrays), with an ETag for conditional GETs',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me, req, reply }) {
    const cls = await loadClass(tx, params.id, me());
    const data = await readRosterData(tx, cls);
    const compact = compactRoster(assembleRoster(data, rosterDeliveryMethod(cls)));
    const etag = etagOf(compact);
    reply.header('etag', etag);
    const held = req.headers['if-none-match'];
    if (typeof held === 'string' && held.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return undefined as never;
    }
    return compact;
  },
});
