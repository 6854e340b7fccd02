import type { FastifyInstance } from 'fastify';
import { type ClassRecord, SandboxError, type TicketView } from '../types.ts';
import { BodyReader } from './body.ts';
import { type DialectContext, type DialectShape, guardDialect, idempotencyKey, tenantOf } from './guard.ts';

/**
 * A Saba Cloud-style API: camelCase, classes are "offerings", learners carry first and last
 * names, the site chosen by the `x-saba-site` header, errors as `{ errorCode, errorMessage }`,
 * and requests that go PENDING → IN_PROGRESS → COMPLETED or COMPLETED_WITH_ERRORS.
 */
const shape: DialectShape = {
  dialect: 'SABA',
  tenantHeader: 'x-saba-site',
  errorBody: (message, statusCode) => ({ errorCode: `SBX-${statusCode}`, errorMessage: message }),
};

const requestStatus = { queued: 'PENDING', running: 'IN_PROGRESS', done: 'COMPLETED', failed: 'COMPLETED_WITH_ERRORS' } as const;

const request = (t: TicketView) => ({
  requestId: t.id,
  status: requestStatus[t.state],
  totalCount: t.total,
  pendingCount: t.pending,
  processedCount: t.processed,
  errors: t.errors.map((message) => ({ message })),
  resultId: t.objectId,
});

const offering = (c: ClassRecord) => ({
  id: c.lmsId,
  courseId: c.courseLmsId,
  title: c.title,
  startDate: c.startDate,
  endDate: c.endDate,
  timeZone: c.timezone,
  status: c.status,
  learners: c.roster.map((l) => ({ learnerId: l.externalId, firstName: l.firstName, lastName: l.lastName, email: l.email })),
});

type IdParams = { Params: { id: string } };

export async function sabaDialect(app: FastifyInstance, ctx: DialectContext): Promise<void> {
  guardDialect(app, ctx, shape);
  const accepted = (t: TicketView) => ({ requestId: t.id, status: requestStatus[t.state] });
  const store = ctx.store;

  app.post('/saba/v1/courses', async (req, reply) => {
    const b = new BodyReader(req.body);
    const course = {
      lmsId: b.optStr('id'),
      externalId: b.str('externalId'),
      organization: b.str('domain'),
      title: b.str('title'),
      deliveryMethod: b.str('deliveryType'),
      agendaType: b.str('agendaType'),
      version: b.num('version'),
      credits: b.num('credits'),
      fieldsOfStudy: b.list('fieldsOfStudy', (f) => ({ name: f.str('name'), credits: f.num('credits') })),
    };
    return reply.code(202).send(accepted(store.submitCourse('SABA', tenantOf(req, shape), course, idempotencyKey(req))));
  });

  app.post('/saba/v1/offerings', async (req, reply) => {
    const b = new BodyReader(req.body);
    const cls = {
      lmsId: b.optStr('id'),
      externalId: b.str('externalId'),
      courseLmsId: b.str('courseId'),
      title: b.str('title'),
      startDate: b.str('startDate'),
      endDate: b.str('endDate'),
      timezone: b.str('timeZone'),
      status: b.str('status'),
      roster: b.optList('learners', (l) => ({
        externalId: l.str('learnerId'),
        firstName: l.str('firstName'),
        lastName: l.str('lastName'),
        email: l.str('email'),
      })),
    };
    return reply.code(202).send(accepted(store.submitClass('SABA', tenantOf(req, shape), cls, idempotencyKey(req))));
  });

  app.get<IdParams>('/saba/v1/offerings/:id', async (req) => {
    const found = store.getClass('SABA', tenantOf(req, shape), req.params.id);
    if (!found) throw new SandboxError(404, `Offering ${req.params.id} not found`);
    return offering(found);
  });

  app.post<IdParams>('/saba/v1/offerings/:id/completions', async (req, reply) => {
    const completions = new BodyReader(req.body).list('completions', (c) => ({
      personExternalId: c.str('learnerId'),
      credits: c.num('credits'),
      minutes: c.optNum('creditMinutes'),
      fields: c.optList('fieldsOfStudy', (f) => ({ fieldOfStudy: f.str('name'), credits: f.num('credits') })) ?? [],
      completedOn: c.str('completionDate'),
    }));
    return reply
      .code(202)
      .send(accepted(store.submitCompletions('SABA', tenantOf(req, shape), req.params.id, completions, idempotencyKey(req))));
  });

  app.get<IdParams>('/saba/v1/requests/:id', async (req) => {
    const ticket = store.ticket('SABA', tenantOf(req, shape), req.params.id);
    if (!ticket) throw new SandboxError(404, `Request ${req.params.id} not found`);
    return request(ticket);
  });
}
