import type { LmsClassDetails, LmsConnector, LmsConnectorOptions, LmsTicket } from '../connector.ts';
import { createLmsHttp } from './http.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

const ILT = '/csod/services/api/x/ilt/v1';

/**
 * Cornerstone (CSOD) style, after its ILT API: a course is an instructor-led "event" (an LO
 * with its loId) and a class one of its "sessions"; camelCase JSON wrapped in
 * `{ status, timeStamp, data: [ … ] }`, the portal chosen by the `x-csod-corp` header, errors
 * as `{ status, error: { errorId, message } }`, and transactions Queued → Processing →
 * Completed or Failed. Used for local learning submissions (ADR 0024).
 */
export function createCsodConnector(options: LmsConnectorOptions): LmsConnector {
  const http = createLmsHttp(options, {
    type: 'CSOD',
    headers: { 'x-csod-corp': options.tenant },
    errorMessage: (body) => {
      const error = (body as { error?: { message?: unknown } } | undefined)?.error;
      return typeof error?.message === 'string' ? error.message : undefined;
    },
  });
  /** The one record of a `data` list. */
  const first = (body: unknown) => obj(list(obj(body).data, 'data')[0], 'data[0]');
  const ticket = (body: unknown): LmsTicket => ({ ticketId: str(first(body), 'transactionId') });

  return {
    type: 'CSOD',
    async submitCourse(course, options) {
      const body = {
        externalId: String(course.courseId),
        providerName: course.tenant,
        title: course.title,
        deliveryType: course.deliveryMethod,
        agendaType: course.agendaType,
        version: course.version,
        trainingHours: course.credits,
        subjects: course.fieldsOfStudy.map((f) => ({ name: f.name, hours: f.credits })),
      };
      const res = course.lmsId
        ? await http.submit('PUT', `${ILT}/events/${seg(course.lmsId)}`, body, options)
        : await http.submit('POST', `${ILT}/events`, body, options);
      return ticket(res.body);
    },
    async submitClass(cls, options) {
      const body = {
        externalId: String(cls.classId),
        title: cls.title,
        startDateTime: cls.startDate,
        endDateTime: cls.endDate,
        timeZone: cls.timezone,
        sessionStatus: cls.status,
        ...(cls.roster && {
          roster: cls.roster.map((l) => ({ userId: l.externalId, firstName: l.firstName, lastName: l.lastName, email: l.email })),
        }),
      };
      const sessions = `${ILT}/events/${seg(cls.courseLmsId)}/sessions`;
      const res = cls.lmsId
        ? await http.submit('PUT', `${sessions}/${seg(cls.lmsId)}`, body, options)
        : await http.submit('POST', sessions, body, options);
      return ticket(res.body);
    },
    async fetchClass(lmsClassId) {
      const res = await http.request('GET', `${ILT}/sessions/${seg(lmsClassId)}`, undefined, [404]);
      if (res.status === 404) return null;
      const s = first(res.body);
      const details: LmsClassDetails = {
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
      return details;
    },
    async submitCompletions(lmsClassId, completions, options) {
      const res = await http.submit(
        'POST',
        `${ILT}/sessions/${seg(lmsClassId)}/transcripts`,
        {
          transcripts: completions.map((c) => ({
            userId: c.personExternalId,
            trainingHours: c.credits,
            ...(c.minutes !== undefined && { trainingMinutes: c.minutes }),
            ...(c.fields && { subjects: c.fields.map((f) => ({ name: f.fieldOfStudy, hours: f.credits })) }),
            completionDate: c.completedOn,
          })),
        },
        options,
      );
      return ticket(res.body);
    },
    async ticketStatus(ticketId) {
      const t = first((await http.request('GET', `/csod/services/api/x/transactions/${seg(ticketId)}`)).body);
      const status = str(t, 'status');
      const queued = num(t, 'queuedCount');
      const errors = list(t.errors, 'errors').map((e) => str(obj(e, 'error'), 'message'));
      const done = status === 'Completed' || status === 'Failed';
      const lmsId = optStr(t, 'loId');
      return {
        qty_in_queue: queued,
        unprocessed_messages: queued,
        processed_messages: num(t, 'processedCount'),
        error_messages: errors,
        done,
        success: status === 'Completed' && errors.length === 0,
        ...(lmsId ? { lmsId } : {}),
      };
    },
  };
}
