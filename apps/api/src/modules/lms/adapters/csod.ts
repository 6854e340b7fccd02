import type { LmsConnector, LmsConnectorOptions } from '../connector.ts';
import { createLmsAdapter, createOrUpdate } from './lms-adapter.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

const ILT = '/csod/services/api/x/ilt/v1';

/** The one record of a `data` list. */
const first = (body: unknown) => obj(list(obj(body).data, 'data')[0], 'data[0]');

/**
 * Cornerstone (CSOD) style, after its ILT API: a course is an instructor-led "event" (an LO
 * with its loId) and a class one of its "sessions"; camelCase JSON wrapped in
 * `{ status, timeStamp, data: [ … ] }`, the portal chosen by the `x-csod-corp` header, errors
 * as `{ status, error: { errorId, message } }`, and transactions Queued → Processing →
 * Completed or Failed. Used for local learning submissions (ADR 0024).
 */
export function createCsodConnector(options: LmsConnectorOptions): LmsConnector {
  return createLmsAdapter(options, {
    type: 'CSOD',
    headers: { 'x-csod-corp': options.tenant },
    errorMessage: (body) => {
      const error = (body as { error?: { message?: unknown } } | undefined)?.error;
      return typeof error?.message === 'string' ? error.message : undefined;
    },
    ticketId: (body) => str(first(body), 'transactionId'),
    course: (course) =>
      createOrUpdate(course.lmsId, `${ILT}/events`, (id) => `${ILT}/events/${seg(id)}`, {
        externalId: String(course.courseId),
        providerName: course.tenant,
        title: course.title,
        deliveryType: course.deliveryMethod,
        agendaType: course.agendaType,
        version: course.version,
        trainingHours: course.credits,
        subjects: course.fieldsOfStudy.map((f) => ({ name: f.name, hours: f.credits })),
      }),
    class: (cls) => {
      const sessions = `${ILT}/events/${seg(cls.courseLmsId)}/sessions`;
      return createOrUpdate(cls.lmsId, sessions, (id) => `${sessions}/${seg(id)}`, {
        externalId: String(cls.classId),
        title: cls.title,
        startDateTime: cls.startDate,
        endDateTime: cls.endDate,
        timeZone: cls.timezone,
        sessionStatus: cls.status,
        ...(cls.roster && {
          roster: cls.roster.map((l) => ({ userId: l.externalId, firstName: l.firstName, lastName: l.lastName, email: l.email })),
        }),
      });
    },
    completions: (lmsClassId, completions) => ({
      method: 'POST',
      path: `${ILT}/sessions/${seg(lmsClassId)}/transcripts`,
      body: {
        transcripts: completions.map((c) => ({
          userId: c.personExternalId,
          trainingHours: c.credits,
          ...(c.minutes !== undefined && { trainingMinutes: c.minutes }),
          ...(c.fields && { subjects: c.fields.map((f) => ({ name: f.fieldOfStudy, hours: f.credits })) }),
          completionDate: c.completedOn,
        })),
      },
    }),
    classPath: (lmsClassId) => `${ILT}/sessions/${seg(lmsClassId)}`,
    readClass: (body) => {
      const s = first(body);
      return {
        lmsId: str(s, 'sessionLoId'),
        courseLmsId: str(s, 'eventLoId'),
        title: str(s, 'title'),
        startDate: str(s, 'startDateTime'),
        endDate: str(s, 'endDateTime'),
        timezone: str(s, 'timeZone'),
        status: str(s, 'sessionStatus'),
        roster: list(s.roster, 'roster').map((item) => {
          const u = obj(item, 'user');
          return { externalId: str(u, 'userId'), name: `${str(u, 'firstName')} ${str(u, 'lastName')}`.trim(), email: str(u, 'email') };
        }),
      };
    },
    ticketPath: (ticketId) => `/csod/services/api/x/transactions/${seg(ticketId)}`,
    readTicket: (body) => {
      const t = first(body);
      const status = str(t, 'status');
      const queued = num(t, 'queuedCount');
      const errors = list(t.errors, 'errors').map((e) => str(obj(e, 'error'), 'message'));
      return {
        pending: queued,
        processed: num(t, 'processedCount'),
        errors,
        done: status === 'Completed' || status === 'Failed',
        finishedWell: status === 'Completed',
        lmsId: optStr(t, 'loId'),
      };
    },
  });
}
