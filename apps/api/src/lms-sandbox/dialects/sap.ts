import type { FastifyInstance } from 'fastify';
import { type ClassRecord, SandboxError, type TicketView } from '../types.ts';
import { BodyReader } from './body.ts';
import { type DialectContext, type DialectShape, guardDialect, idempotencyKey, tenantOf } from './guard.ts';

/**
 * An SAP-style OData v2 service: entity sets with keys in parentheses (`Classes('id')`),
 * PascalCase fields, answers wrapped in `d`, collections in `{ results }`, the account
 * chosen by the `sap-client` header.
 */
const shape: DialectShape = {
  dialect: 'SAP',
  tenantHeader: 'sap-client',
  errorBody: (message, statusCode) => ({ error: { code: `SANDBOX/${statusCode}`, message: { lang: 'en', value: message } } }),
};

const ODATA_KEY = /^(\w+)\('((?:[^']|'')*)'\)$/;

/** `Classes('SAP-CLS-1')` → ['Classes', 'SAP-CLS-1']. */
function entityKey(segment: string): [string, string] {
  const m = ODATA_KEY.exec(segment);
  if (!m?.[1] || m[2] === undefined) throw new SandboxError(404, `Resource ${segment} not found`);
  return [m[1], m[2].replaceAll("''", "'")];
}

const requestStatus = { queued: 'Queued', running: 'InProcess', done: 'Completed', failed: 'Error' } as const;

function request(t: TicketView) {
  const messages = t.errors.map((text) => ({ Type: 'E', Message: text }));
  if (t.objectId) messages.push({ Type: 'S', Message: `Object ${t.objectId} saved` });
  return {
    d: {
      RequestId: t.id,
      Status: requestStatus[t.state],
      Total: t.total,
      Open: t.pending,
      Processed: t.processed,
      ObjectId: t.objectId,
      Messages: { results: messages },
    },
  };
}

function classEntity(c: ClassRecord) {
  return {
    d: {
      ClassId: c.lmsId,
      CourseId: c.courseLmsId,
      Title: c.title,
      StartDate: c.startDate,
      EndDate: c.endDate,
      TimeZone: c.timezone,
      Status: c.status,
      Roster: { results: c.roster.map((l) => ({ LearnerId: l.externalId, FullName: `${l.firstName} ${l.lastName}`, Email: l.email })) },
    },
  };
}

export async function sapDialect(app: FastifyInstance, ctx: DialectContext): Promise<void> {
  guardDialect(app, ctx, shape);
  const accepted = (t: TicketView) => ({ d: { RequestId: t.id, Status: requestStatus[t.state] } });

  app.post('/sap/odata/Courses', async (req, reply) => {
    const b = new BodyReader(req.body);
    const course = {
      lmsId: b.optStr('CourseId'),
      externalId: b.str('ExternalId'),
      organization: b.str('Organization'),
      title: b.str('Title'),
      deliveryMethod: b.str('DeliveryMethod'),
      agendaType: b.str('AgendaType'),
      version: b.num('Version'),
      credits: b.num('Credits'),
      fieldsOfStudy: b.child('FieldsOfStudy').list('results', (f) => ({ name: f.str('Name'), credits: f.num('Credits') })),
    };
    return reply.code(202).send(accepted(ctx.store.submitCourse('SAP', tenantOf(req, shape), course, idempotencyKey(req))));
  });

  app.post('/sap/odata/Classes', async (req, reply) => {
    const b = new BodyReader(req.body);
    const cls = {
      lmsId: b.optStr('ClassId'),
      externalId: b.str('ExternalId'),
      courseLmsId: b.str('CourseId'),
      title: b.str('Title'),
      startDate: b.str('StartDate'),
      endDate: b.str('EndDate'),
      timezone: b.str('TimeZone'),
      status: b.str('Status'),
      roster:
        b.optChild('Roster')?.list('results', (l) => ({
          externalId: l.str('LearnerId'),
          firstName: l.str('FirstName'),
          lastName: l.str('LastName'),
          email: l.str('Email'),
        })) ?? null,
    };
    return reply.code(202).send(accepted(ctx.store.submitClass('SAP', tenantOf(req, shape), cls, idempotencyKey(req))));
  });

  app.post('/sap/odata/ExternalTrainings', async (req, reply) => {
    const b = new BodyReader(req.body);
    const training = {
      externalId: b.str('ExternalId'),
      learnerId: b.str('LearnerId'),
      title: b.str('Title'),
      sponsor: b.optStr('Sponsor'),
      completedOn: b.str('CompletionDate'),
      credits: b.num('Credits'),
    };
    return reply.code(202).send(accepted(ctx.store.submitExternalTraining('SAP', tenantOf(req, shape), training, idempotencyKey(req))));
  });

  app.get<{ Params: { entity: string } }>('/sap/odata/:entity', async (req) => {
    const [set, id] = entityKey(req.params.entity);
    const tenant = tenantOf(req, shape);
    if (set === 'Requests') {
      const ticket = ctx.store.ticket('SAP', tenant, id);
      if (!ticket) throw new SandboxError(404, `Request ${id} not found`);
      return request(ticket);
    }
    if (set !== 'Classes') throw new SandboxError(404, `Resource ${set} not found`);
    const found = ctx.store.getClass('SAP', tenant, id);
    if (!found) throw new SandboxError(404, `Class ${id} not found`);
    return classEntity(found);
  });

  app.post<{ Params: { entity: string } }>('/sap/odata/:entity/Completions', async (req, reply) => {
    const [set, id] = entityKey(req.params.entity);
    if (set !== 'Classes') throw new SandboxError(404, `Resource ${set} not found`);
    const completions = new BodyReader(req.body).list('Completions', (c) => ({
      personExternalId: c.str('LearnerId'),
      credits: c.num('Credits'),
      minutes: c.optNum('CreditMinutes'),
      fields: c.optChild('FieldsOfStudy')?.list('results', (f) => ({ fieldOfStudy: f.str('Name'), credits: f.num('Credits') })) ?? [],
      completedOn: c.str('CompletionDate'),
    }));
    return reply.code(202).send(accepted(ctx.store.submitCompletions('SAP', tenantOf(req, shape), id, completions, idempotencyKey(req))));
  });
}
