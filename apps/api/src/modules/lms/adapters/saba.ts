import type { LmsConnector, LmsConnectorOptions } from '../connector.ts';
import { createLmsAdapter } from './lms-adapter.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

/**
 * Saba Cloud style: camelCase JSON under /saba/v1, classes are "offerings", learners come
 * with first and last names, the site chosen by the `x-saba-site` header, errors as
 * `{ errorCode, errorMessage }`, requests PENDING → IN_PROGRESS → COMPLETED(_WITH_ERRORS).
 * Creating and updating are one POST that names the LMS's id once there is one.
 */
export function createSabaConnector(options: LmsConnectorOptions): LmsConnector {
  return createLmsAdapter(options, {
    type: 'SABA',
    headers: { 'x-saba-site': options.tenant },
    errorMessage: (body) => {
      const message = (body as { errorMessage?: unknown } | undefined)?.errorMessage;
      return typeof message === 'string' ? message : undefined;
    },
    ticketId: (body) => str(obj(body), 'requestId'),
    course: (course) => ({
      method: 'POST',
      path: '/saba/v1/courses',
      body: {
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
    }),
    class: (cls) => ({
      method: 'POST',
      path: '/saba/v1/offerings',
      body: {
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
    }),
    completions: (lmsClassId, completions) => ({
      method: 'POST',
      path: `/saba/v1/offerings/${seg(lmsClassId)}/completions`,
      body: {
        completions: completions.map((c) => ({
          learnerId: c.personExternalId,
          credits: c.credits,
          ...(c.minutes !== undefined && { creditMinutes: c.minutes }),
          ...(c.fields && { fieldsOfStudy: c.fields.map((f) => ({ name: f.fieldOfStudy, credits: f.credits })) }),
          completionDate: c.completedOn,
        })),
      },
    }),
    classPath: (lmsClassId) => `/saba/v1/offerings/${seg(lmsClassId)}`,
    readClass: (body) => {
      const o = obj(body);
      return {
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
    },
    ticketPath: (ticketId) => `/saba/v1/requests/${seg(ticketId)}`,
    readTicket: (body) => {
      const r = obj(body);
      const status = str(r, 'status');
      const pending = num(r, 'pendingCount');
      const errors = list(r.errors, 'errors').map((e) => str(obj(e, 'error'), 'message'));
      return {
        pending,
        processed: num(r, 'processedCount'),
        errors,
        done: status === 'COMPLETED' || status === 'COMPLETED_WITH_ERRORS',
        finishedWell: status === 'COMPLETED',
        lmsId: optStr(r, 'resultId'),
      };
    },
  });
}
