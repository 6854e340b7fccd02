import type { LmsConnector, LmsConnectorOptions } from '../connector.ts';
import { createLmsAdapter } from './lms-adapter.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

/** An OData string key: quotes doubled, then URL-encoded. */
const key = (id: string) => `'${seg(id.replaceAll("'", "''"))}'`;

/** The answer inside OData's `d` wrapper. */
const d = (body: unknown) => obj(obj(body).d, 'd');

/**
 * SAP SuccessFactors Learning style: OData v2 paths and PascalCase fields, answers wrapped
 * in `d`, the tenant's account chosen by the `sap-client` header, errors as
 * `{ error: { code, message: { value } } }`. Creating and updating are one POST that names
 * the LMS's id once there is one.
 */
export function createSapConnector(options: LmsConnectorOptions): LmsConnector {
  return createLmsAdapter(options, {
    type: 'SAP',
    headers: { 'sap-client': options.tenant },
    errorMessage: (body) => {
      const error = (body as { error?: { message?: { value?: unknown } } } | undefined)?.error;
      return typeof error?.message?.value === 'string' ? error.message.value : undefined;
    },
    ticketId: (body) => str(d(body), 'RequestId'),
    course: (course) => ({
      method: 'POST',
      path: '/sap/odata/Courses',
      body: {
        CourseId: course.lmsId,
        ExternalId: String(course.courseId),
        Organization: course.tenant,
        Title: course.title,
        DeliveryMethod: course.deliveryMethod,
        AgendaType: course.agendaType,
        Version: course.version,
        Credits: course.credits,
        FieldsOfStudy: { results: course.fieldsOfStudy.map((f) => ({ Name: f.name, Credits: f.credits })) },
      },
    }),
    class: (cls) => ({
      method: 'POST',
      path: '/sap/odata/Classes',
      body: {
        ClassId: cls.lmsId,
        ExternalId: String(cls.classId),
        CourseId: cls.courseLmsId,
        Title: cls.title,
        StartDate: cls.startDate,
        EndDate: cls.endDate,
        TimeZone: cls.timezone,
        Status: cls.status,
        ...(cls.roster && {
          Roster: {
            results: cls.roster.map((l) => ({ LearnerId: l.externalId, FirstName: l.firstName, LastName: l.lastName, Email: l.email })),
          },
        }),
      },
    }),
    completions: (lmsClassId, completions) => ({
      method: 'POST',
      path: `/sap/odata/Classes(${key(lmsClassId)})/Completions`,
      body: {
        Completions: completions.map((c) => ({
          LearnerId: c.personExternalId,
          Credits: c.credits,
          ...(c.minutes !== undefined && { CreditMinutes: c.minutes }),
          ...(c.fields && { FieldsOfStudy: { results: c.fields.map((f) => ({ Name: f.fieldOfStudy, Credits: f.credits })) } }),
          CompletionDate: c.completedOn,
        })),
      },
    }),
    externalTraining: (t) => ({
      method: 'POST',
      path: '/sap/odata/ExternalTrainings',
      body: {
        ExternalId: String(t.requestId),
        LearnerId: t.personExternalId,
        Title: t.title,
        Sponsor: t.sponsor,
        CompletionDate: t.completedOn,
        DeliveryMethod: t.deliveryMethod,
        Credits: t.credits,
        FieldsOfStudy: { results: t.fieldsOfStudy.map((f) => ({ Name: f.name, Credits: f.credits })) },
      },
    }),
    classPath: (lmsClassId) => `/sap/odata/Classes(${key(lmsClassId)})?$expand=Roster`,
    readClass: (body) => {
      const c = d(body);
      return {
        lmsId: str(c, 'ClassId'),
        courseLmsId: str(c, 'CourseId'),
        title: str(c, 'Title'),
        startDate: str(c, 'StartDate'),
        endDate: str(c, 'EndDate'),
        timezone: str(c, 'TimeZone'),
        status: str(c, 'Status'),
        roster: list(obj(c.Roster, 'Roster').results, 'Roster').map((item) => {
          const l = obj(item, 'learner');
          return { externalId: str(l, 'LearnerId'), name: str(l, 'FullName'), email: str(l, 'Email') };
        }),
      };
    },
    ticketPath: (ticketId) => `/sap/odata/Requests(${key(ticketId)})`,
    readTicket: (body) => {
      const r = d(body);
      const open = num(r, 'Open');
      const errors = list(obj(r.Messages, 'Messages').results, 'Messages')
        .map((m) => obj(m, 'message'))
        .filter((m) => m.Type === 'E')
        .map((m) => str(m, 'Message'));
      return {
        pending: open,
        processed: num(r, 'Processed'),
        errors,
        done: open === 0,
        finishedWell: open === 0,
        lmsId: optStr(r, 'ObjectId'),
      };
    },
  });
}
