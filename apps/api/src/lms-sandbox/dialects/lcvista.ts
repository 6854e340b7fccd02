import type { FastifyInstance } from 'fastify';
import { type ClassRecord, SandboxError, type TicketView } from '../types.ts';
import { BodyReader } from './body.ts';
import { type DialectContext, type DialectShape, guardDialect, idempotencyKey, tenantOf } from './guard.ts';

/**
 * An LCvista-style REST API (Django REST framework manners): trailing slashes, snake_case,
 * POST creates and PUT updates, errors as `{ detail }`, jobs with a `state`, and the firm
 * chosen by the `x-lcvista-firm` header. Courses are "programs", classes "sessions".
 */
const shape: DialectShape = {
  dialect: 'LCVISTA',
  tenantHeader: 'x-lcvista-firm',
  errorBody: (message) => ({ detail: message }),
};
const API = '/lcvista/api/v1';

const job = (t: TicketView) => ({
  id: t.id,
  state: t.state,
  total: t.total,
  pending: t.pending,
  processed: t.processed,
  errors: t.errors,
  object_id: t.objectId,
});

const session = (c: ClassRecord) => ({
  id: c.lmsId,
  program_id: c.courseLmsId,
  title: c.title,
  start: c.startDate,
  end: c.endDate,
  timezone: c.timezone,
  status: c.status,
  attendees: c.roster.map((l) => ({ external_id: l.externalId, full_name: `${l.firstName} ${l.lastName}`, email: l.email })),
});

function readProgram(body: unknown, lmsId: string | null) {
  const b = new BodyReader(body);
  return {
    lmsId,
    externalId: b.str('external_id'),
    organization: b.str('firm'),
    title: b.str('title'),
    deliveryMethod: b.str('delivery_method'),
    agendaType: b.str('agenda_type'),
    version: b.num('version'),
    credits: b.num('credits'),
    fieldsOfStudy: b.list('fields_of_study', (f) => ({ name: f.str('name'), credits: f.num('credits') })),
  };
}

function readSession(body: unknown, lmsId: string | null) {
  const b = new BodyReader(body);
  return {
    lmsId,
    externalId: b.str('external_id'),
    courseLmsId: b.str('program_id'),
    title: b.str('title'),
    startDate: b.str('start'),
    endDate: b.str('end'),
    timezone: b.str('timezone'),
    status: b.str('status'),
    roster: b.optList('attendees', (a) => ({
      externalId: a.str('external_id'),
      firstName: a.str('first_name'),
      lastName: a.str('last_name'),
      email: a.str('email'),
    })),
  };
}

type IdParams = { Params: { id: string } };

export async function lcvistaDialect(app: FastifyInstance, ctx: DialectContext): Promise<void> {
  guardDialect(app, ctx, shape);
  const accepted = (t: TicketView) => ({ job_id: t.id, state: t.state });
  const store = ctx.store;

  app.post(`${API}/programs/`, async (req, reply) =>
    reply.code(202).send(accepted(store.submitCourse('LCVISTA', tenantOf(req, shape), readProgram(req.body, null), idempotencyKey(req)))),
  );
  app.put<IdParams>(`${API}/programs/:id/`, async (req, reply) =>
    reply
      .code(202)
      .send(accepted(store.submitCourse('LCVISTA', tenantOf(req, shape), readProgram(req.body, req.params.id), idempotencyKey(req)))),
  );
  app.post(`${API}/sessions/`, async (req, reply) =>
    reply.code(202).send(accepted(store.submitClass('LCVISTA', tenantOf(req, shape), readSession(req.body, null), idempotencyKey(req)))),
  );
  app.put<IdParams>(`${API}/sessions/:id/`, async (req, reply) =>
    reply
      .code(202)
      .send(accepted(store.submitClass('LCVISTA', tenantOf(req, shape), readSession(req.body, req.params.id), idempotencyKey(req)))),
  );

  app.get<IdParams>(`${API}/sessions/:id/`, async (req) => {
    const found = store.getClass('LCVISTA', tenantOf(req, shape), req.params.id);
    if (!found) throw new SandboxError(404, 'Not found.');
    return session(found);
  });

  app.post<IdParams>(`${API}/sessions/:id/completions/`, async (req, reply) => {
    const completions = new BodyReader(req.body).list('completions', (c) => ({
      personExternalId: c.str('external_id'),
      credits: c.num('credits'),
      minutes: c.optNum('credit_minutes'),
      fields: c.optList('fields_of_study', (f) => ({ fieldOfStudy: f.str('name'), credits: f.num('credits') })) ?? [],
      completedOn: c.str('completed_on'),
    }));
    return reply
      .code(202)
      .send(accepted(store.submitCompletions('LCVISTA', tenantOf(req, shape), req.params.id, completions, idempotencyKey(req))));
  });

  app.post(`${API}/external-credits/`, async (req, reply) => {
    const b = new BodyReader(req.body);
    const training = {
      externalId: b.str('external_id'),
      learnerId: b.str('learner_external_id'),
      title: b.str('title'),
      sponsor: b.optStr('sponsor'),
      completedOn: b.str('completed_on'),
      credits: b.num('credits'),
    };
    return reply.code(202).send(accepted(store.submitExternalTraining('LCVISTA', tenantOf(req, shape), training, idempotencyKey(req))));
  });

  app.get<IdParams>(`${API}/jobs/:id/`, async (req) => {
    const ticket = store.ticket('LCVISTA', tenantOf(req, shape), req.params.id);
    if (!ticket) throw new SandboxError(404, 'Not found.');
    return job(ticket);
  });
}
