import type { LmsClassDetails, LmsConnector, LmsConnectorOptions, LmsTicket } from '../connector.ts';
import { createLmsHttp } from './http.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

/**
 * Saba Cloud style: camelCase JSON under /saba/v1, classes are "offerings", learners come
 * with first and last names, the site chosen by the `x-saba-site` header, errors as
 * `{ errorCode, errorMessage }`, requests PENDING → IN_PROGRESS → COMPLETED(_WITH_ERRORS).
 */
export function createSabaConnector(options: LmsConnectorOptions): LmsConnector {
  const http = createLmsHttp(options, {
    type: 'SABA',
    headers: { 'x-saba-site': options.tenant },
    errorMessage: (body) => {
      const message = (body as { errorMessage?: unknown } | undefined)?.errorMessage;
      return typeof message === 'string' ? message : undefined;
    },
  });
  const ticket = (body: unknown): LmsTicket => ({ ticketId: str(obj(body), 'requestId') });

  return {
    type: 'SABA',
    async submitCourse(course, options) {
      const res = await http.submit(
        'POST',
        '/saba/v1/courses',
        {
          id: course.lmsId,
          externalId: String(course.courseId),
          domain: course.tenant,
          title: course.title,
          deliveryType: course.deliveryMethod,
          agendaType: course.agendaType,
          version: course.version,
          credits: course.credits,
          fieldsOfStudy: course.fieldsOfStudy,
        },
        options,
      );
      return ticket(res.body);
    },
    async submitClass(cls, options) {
      const res = await http.submit(
        'POST',
        '/saba/v1/offerings',
        {
          id: cls.lmsId,
          externalId: String(cls.classId),
          courseId: cls.courseLmsId,
          title: cls.title,
          startDate: cls.startDate,
          endDate: cls.endDate,
          timeZone: cls.timezone,
          status: cls.status,
          ...(cls.roster && {
            learners: cls.roster.map((l) => ({ learnerId: l.externalId, firstName: l.firstName, lastName: l.lastName, email: l.email })),
          }),
        },
        options,
      );
      return ticket(res.body);
    },
    async fetchClass(lmsClassId) {
      const res = await http.request('GET', `/saba/v1/offerings/${seg(lmsClassId)}`, undefined, [404]);
      if (res.status === 404) return null;
      const o = obj(res.body);
      const details: LmsClassDetails = {
        lmsId: str(o, 'id'),
        courseLmsId: str(o, 'courseId'),
        title: str(o, 'title'),
        startDate: str(o, 'startDate'),
        endDate: str(o, 'endDate'),
        timezone: str(o, 'timeZone'),
        status: str(o, 'status'),
        roster: list(o.learners, 'learners').map((item) => {
          const l = obj(item, 'learner');
          return { externalId: str(l, 'learnerId'), name: `${str(l, 'firstName')} ${str(l, 'lastName')}`.trim(), email: str(l, 'email') };
        }),
      };
      return details;
    },
    async submitCompletions(lmsClassId, completions, options) {
      const res = await http.submit(
        'POST',
        `/saba/v1/offerings/${seg(lmsClassId)}/completions`,
        {
          completions: completions.map((c) => ({
            learnerId: c.personExternalId,
            credits: c.credits,
            ...(c.minutes !== undefined && { creditMinutes: c.minutes }),
            ...(c.fields && { fieldsOfStudy: c.fields.map((f) => ({ name: f.fieldOfStudy, credits: f.credits })) }),
            completionDate: c.completedOn,
          })),
        },
        options,
      );
      return ticket(res.body);
    },
    async ticketStatus(ticketId) {
      const r = obj((await http.request('GET', `/saba/v1/requests/${seg(ticketId)}`)).body);
      const status = str(r, 'status');
      const pending = num(r, 'pendingCount');
      const errors = list(r.errors, 'errors').map((e) => str(obj(e, 'error'), 'message'));
      const done = status === 'COMPLETED' || status === 'COMPLETED_WITH_ERRORS';
      const lmsId = optStr(r, 'resultId');
      return {
        qty_in_queue: pending,
        unprocessed_messages: pending,
        processed_messages: num(r, 'processedCount'),
        error_messages: errors,
        done,
        success: status === 'COMPLETED' && errors.length === 0,
        ...(lmsId ? { lmsId } : {}),
      };
    },
  };
}
