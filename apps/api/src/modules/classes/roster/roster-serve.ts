import type { z } from 'zod';
import { type RouteContext, Serialized } from '../../../platform/route.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { loadClass } from '../../../shared/class-access.ts';
import type { assembleRoster } from './roster-assemble.ts';
import { computeRoster } from './roster-compute.ts';
import {
  chooseEncoding,
  type Encoding,
  etagOf,
  gunzipped,
  heldTags,
  type RosterForm,
  readSnapshot,
  storeSnapshot,
} from './roster-snapshot.ts';

type Ctx = RouteContext<{ id: number }, unknown, unknown> & { me(): Session };

/**
 * Both roster reads (GET /class/roster/{id} and its compact form): the stored answer when
 * there is one for the roster as it is now, else the answer computed, sent, and then stored
 * for the next reader (ADR 0047). Either way with a strong ETag, and 304 to a caller who holds
 * it. The answer does not depend on who asks: who may ask is settled by loadClass first.
 */
export async function serveRoster(
  ctx: Ctx,
  form: RosterForm,
  shape: (roster: ReturnType<typeof assembleRoster>) => unknown,
  schema: z.ZodType,
): Promise<Serialized | undefined> {
  const { tx, reply, req, params } = ctx;
  const cls = await loadClass(tx, params.id, ctx.me());
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const held = heldTags(req.headers['if-none-match']);
  const state = await readSnapshot(tx, cls.id, form, encoding, held);
  reply.header('vary', 'accept-encoding');
  if (state.etag !== null) {
    reply.header('etag', state.etag);
    if (held.includes(state.etag)) return notModified(ctx);
    if (state.body !== null) return await storedAnswer(ctx, encoding, state.body);
  }
  // Computed: validated by the route's own response schema, as Fastify's serializer would.
  const answer = schema.parse(shape(await computeRoster(tx, cls.id)));
  const json = JSON.stringify(answer);
  const etag = etagOf(json);
  reply.header('etag', etag);
  ctx.later(() => ctx.services.db.withTenant({ tenantId: ctx.tenant.id }, (w) => storeSnapshot(w, cls.id, form, state, json)));
  if (held.includes(etag)) return notModified(ctx);
  reply.header('content-type', 'application/json; charset=utf-8');
  return new Serialized(json);
}

function notModified({ reply }: Ctx): undefined {
  reply.code(304);
  return undefined;
}

/** The stored bytes, already in the encoding the caller accepts: nothing is compressed again. */
async function storedAnswer({ reply }: Ctx, encoding: Encoding, body: Uint8Array): Promise<Serialized> {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'identity') return new Serialized(await gunzipped(body));
  reply.header('content-encoding', encoding);
  return new Serialized(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
