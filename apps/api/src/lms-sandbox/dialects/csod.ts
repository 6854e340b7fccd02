import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type ClassRecord, SandboxError, type TicketView } from '../types.ts';
import { BodyReader } from './body.ts';
import { type DialectContext, type DialectShape, guardDialect, idempotencyKey, tenantOf } from './guard.ts';

/**
 * A Cornerstone (CSOD)-style API after its ILT services: a course is an instructor-led
 * "event" and a class one of its "sessions", both learning objects with a loId; answers are
 * wrapped in `{ status, timeStamp, data: [ … ] }`, errors in `{ status, timeStamp, error }`,
 * the portal is chosen by the `x-csod-corp` header, and asynchronous work is a transaction
 * Queued → Processing → Completed or Failed (ADR 0024).
 */
const shape: DialectShape = {
  dialect: 'CSOD',
  tenantHeader: 'x-csod-corp',
  errorBody: (message, statusCode) => ({
    status: statusCode,
    timeStamp: new Date().toISOString(),
    error: { errorId: randomUUID(), code: statusCode, message },
  }),
};
const ILT = '/csod/services/api/x/ilt/v1';

const STATUS: Record<TicketView['state'], string> = { queued: 'Queued', running: 'Processing', done: 'Completed', failed: 'Failed' };

const envelope = (status: number, record: unknown) => ({ status, timeStamp: new Date().toISOString(), data: [record] });

const transaction = (t: TicketView) => ({
  transactionId: t.id,
  status: STATUS[t.state],
  totalCount: t.total,
  queuedCount: t.pending,
  processedCount: t.processed,
  errors: t.errors.map((message) => ({ message })),
  loId: t.objectId,
});

const session = (c: ClassRecord) => ({
  sessionLoId: c.lmsId,
  eventLoId: c.courseLmsId,
  title: c.title,
  startDateTime: c.startDate,
  endDateTime: c.endDate,
  timeZone: c.timezone,
  sessionStatus: c.status,
  roster: c.roster.map((l) => ({ userId: l.externalId, firstName: l.firstName, lastName: l.lastName, email: l.email })),
});

function readEvent(body: unknown, lmsId: string | null) {
  const b = new BodyReader(body);
  return {
    lmsId,
    externalId: b.str('externalId'),
    organization: b.str('providerName'),
    title: b.str('title'),
    deliveryMethod: b.str('deliveryType'),
    agendaType: b.str('agendaType'),
    version: b.num('version'),
    credits: b.num('trainingHours'),
    fieldsOfStudy: b.list('subjects', (f) => ({ name: f.str('name'), credits: f.num('hours') })),
  };
}

function readSession(body: unknown, eventLoId: string, lmsId: string | null) {
  const b = new BodyReader(body);
  return {
    lmsId,
    externalId: b.str('externalId'),
    courseLmsId: eventLoId,
    title: b.str('title'),
    startDate: b.str('startDateTime'),
    endDate: b.str('endDateTime'),
    timezone: b.str('timeZone'),
    status: b.str('sessionStatus'),
    roster: b.optList('roster', (u) => ({
      externalId: u.str('userId'),
      firstName: u.str('firstName'),
      lastName: u.str('lastName'),
      email: u.str('email'),
    })),
  };
}

type IdParams = { Params: { id: string } };
type SessionParams = { Params: { eventId: string; id: string } };

export async function csodDialect(app: FastifyInstance, ctx: DialectContext): Promise<void> {
  guardDialect(app, ctx, shape);
  const store = ctx.store;
  const accepted = (t: TicketView) => envelope(202, { transactionId: t.id, status: STATUS[t.state] });

  app.post(`${ILT}/events`, async (req, reply) =>
    reply.code(202).send(accepted(store.submitCourse('CSOD', tenantOf(req, shape), readEvent(req.body, null), idempotencyKey(req)))),
  );
  app.put<IdParams>(`${ILT}/events/:id`, async (req, reply) =>
    reply
      .code(202)
      .send(accepted(store.submitCourse('CSOD', tenantOf(req, shape), readEvent(req.body, req.params.id), idempotencyKey(req)))),
  );
  app.post<{ Params: { eventId: string } }>(`${ILT}/events/:eventId/sessions`, async (req, reply) => {
    const input = readSession(req.body, req.params.eventId, null);
    return reply.code(202).send(accepted(store.submitClass('CSOD', tenantOf(req, shape), input, idempotencyKey(req))));
  });
  app.put<SessionParams>(`${ILT}/events/:eventId/sessions/:id`, async (req, reply) => {
    const input = readSession(req.body, req.params.eventId, req.params.id);
    return reply.code(202).send(accepted(store.submitClass('CSOD', tenantOf(req, shape), input, idempotencyKey(req))));
  });

  app.get<IdParams>(`${ILT}/sessions/:id`, async (req) => {
    const found = store.getClass('CSOD', tenantOf(req, shape), req.params.id);
    if (!found) throw new SandboxError(404, `Session ${req.params.id} was not found`);
    return envelope(200, session(found));
  });

  app.post<IdParams>(`${ILT}/sessions/:id/transcripts`, async (req, reply) => {
    const completions = new BodyReader(req.body).list('transcripts', (c) => ({
      personExternalId: c.str('userId'),
      credits: c.num('trainingHours'),
      minutes: c.optNum('trainingMinutes'),
      fields: c.optList('subjects', (f) => ({ fieldOfStudy: f.str('name'), credits: f.num('hours') })) ?? [],
      completedOn: c.str('completionDate'),
    }));
    const t = store.submitCompletions('CSOD', tenantOf(req, shape), req.params.id, completions, idempotencyKey(req));
    return reply.code(202).send(accepted(t));
  });

  app.get<IdParams>('/csod/services/api/x/transactions/:id', async (req) => {
    const ticket = store.ticket('CSOD', tenantOf(req, shape), req.params.id);
    if (!ticket) throw new SandboxError(404, `Transaction ${req.params.id} was not found`);
    return envelope(200, transaction(ticket));
  });
}
