import type { LmsClassDetails, LmsConnector, LmsConnectorOptions, LmsTicket } from '../connector.ts';
import { createLmsHttp } from './http.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

/** An OData string key: quotes doubled, then URL-encoded. */
const key = (id: string) => `'${seg(id.replaceAll("'", "''"))}'`;

/**
 * SAP SuccessFactors Learning style: OData v2 paths and PascalCase fields, answers wrapped
 * in `d`, the tenant's account chosen by the `sap-client` header, errors as
 * `{ error: { code, message: { value } } }`.
 */
export function createSapConnector(options: LmsConnectorOptions): LmsConnector {
  const http = createLmsHttp(options, {
    type: 'SAP',
    headers: { 'sap-client': options.tenant },
    errorMessage: (body) => {
      const error = (body as { error?: { message?: { value?: unknown } } } | undefined)?.error;
      return typeof error?.message?.value === 'string' ? error.message.value : undefined;
    },
  });
  const d = (body: unknown) => obj(obj(body).d, 'd');
  const ticket = (body: unknown): LmsTicket => ({ ticketId: str(d(body), 'RequestId') });

  return {
    type: 'SAP',
    async submitCourse(course, options) {
      const res = await http.submit(
        'POST',
        '/sap/odata/Courses',
        {
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
        options,
      );
      return ticket(res.body);
    },
    async submitClass(cls, options) {
      const res = await http.submit(
        'POST',
        '/sap/odata/Classes',
        {
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
        options,
      );
      return ticket(res.body);
    },
    async fetchClass(lmsClassId) {
      const res = await http.request('GET', `/sap/odata/Classes(${key(lmsClassId)})?$expand=Roster`, undefined, [404]);
      if (res.status === 404) return null;
      const c = d(res.body);
      const details: LmsClassDetails = {
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
      return details;
    },
    async submitCompletions(lmsClassId, completions, options) {
      const res = await http.submit(
        'POST',
        `/sap/odata/Classes(${key(lmsClassId)})/Completions`,
        {
          Completions: completions.map((c) => ({
            LearnerId: c.personExternalId,
            Credits: c.credits,
            ...(c.minutes !== undefined && { CreditMinutes: c.minutes }),
            ...(c.fields && { FieldsOfStudy: { results: c.fields.map((f) => ({ Name: f.fieldOfStudy, Credits: f.credits })) } }),
            CompletionDate: c.completedOn,
          })),
        },
        options,
      );
      return ticket(res.body);
    },
    async submitExternalTraining(t, options) {
      const res = await http.submit(
        'POST',
        '/sap/odata/ExternalTrainings',
        {
          ExternalId: String(t.requestId),
          LearnerId: t.personExternalId,
          Title: t.title,
          Sponsor: t.sponsor,
          CompletionDate: t.completedOn,
          DeliveryMethod: t.deliveryMethod,
          Credits: t.credits,
          FieldsOfStudy: { results: t.fieldsOfStudy.map((f) => ({ Name: f.name, Credits: f.credits })) },
        },
        options,
      );
      return ticket(res.body);
    },
    async ticketStatus(ticketId) {
      const r = d((await http.request('GET', `/sap/odata/Requests(${key(ticketId)})`)).body);
      const open = num(r, 'Open');
      const errors = list(obj(r.Messages, 'Messages').results, 'Messages')
        .map((m) => obj(m, 'message'))
        .filter((m) => m.Type === 'E')
        .map((m) => str(m, 'Message'));
      const lmsId = optStr(r, 'ObjectId');
      return {
        qty_in_queue: open,
        unprocessed_messages: open,
        processed_messages: num(r, 'Processed'),
        error_messages: errors,
        done: open === 0,
        success: open === 0 && errors.length === 0,
        ...(lmsId ? { lmsId } : {}),
      };
    },
  };
}
