import type { LmsClassDetails, LmsConnector, LmsConnectorOptions, LmsTicket } from '../connector.ts';
import { createLmsHttp } from './http.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

const API = '/lcvista/api/v1';

/**
 * LCvista style: a REST API with trailing slashes and snake_case, create by POST and update
 * by PUT, the firm chosen by the `x-lcvista-firm` header, errors as `{ detail }`, and jobs
 * whose `state` is queued, running, done or failed.
 */
export function createLcvistaConnector(options: LmsConnectorOptions): LmsConnector {
  const http = createLmsHttp(options, {
    type: 'LCVISTA',
    headers: { 'x-lcvista-firm': options.tenant },
    errorMessage: (body) => {
      const detail = (body as { detail?: unknown } | undefined)?.detail;
      return typeof detail === 'string' ? detail : undefined;
    },
  });
  const ticket = (body: unknown): LmsTicket => ({ ticketId: str(obj(body), 'job_id') });

  return {
    type: 'LCVISTA',
    async submitCourse(course, options) {
      const body = {
        external_id: String(course.courseId),
        firm: course.tenant,
        title: course.title,
        delivery_method: course.deliveryMethod,
        agenda_type: course.agendaType,
        version: course.version,
        credits: course.credits,
        fields_of_study: course.fieldsOfStudy,
      };
      const res = course.lmsId
        ? await http.submit('PUT', `${API}/programs/${seg(course.lmsId)}/`, body, options)
        : await http.submit('POST', `${API}/programs/`, body, options);
      return ticket(res.body);
    },
    async submitClass(cls, options) {
      const body = {
        external_id: String(cls.classId),
        program_id: cls.courseLmsId,
        title: cls.title,
        start: cls.startDate,
        end: cls.endDate,
        timezone: cls.timezone,
        status: cls.status,
        ...(cls.roster && {
          attendees: cls.roster.map((l) => ({ external_id: l.externalId, first_name: l.firstName, last_name: l.lastName, email: l.email })),
        }),
      };
      const res = cls.lmsId
        ? await http.submit('PUT', `${API}/sessions/${seg(cls.lmsId)}/`, body, options)
        : await http.submit('POST', `${API}/sessions/`, body, options);
      return ticket(res.body);
    },
    async fetchClass(lmsClassId) {
      const res = await http.request('GET', `${API}/sessions/${seg(lmsClassId)}/`, undefined, [404]);
      if (res.status === 404) return null;
      const s = obj(res.body);
      const details: LmsClassDetails = {
        lmsId: str(s, 'id'),
        courseLmsId: str(s, 'program_id'),
        title: str(s, 'title'),
        startDate: str(s, 'start'),
        endDate: str(s, 'end'),
        timezone: str(s, 'timezone'),
        status: str(s, 'status'),
        roster: list(s.attendees, 'attendees').map((item) => {
          const a = obj(item, 'attendee');
          return { externalId: str(a, 'external_id'), name: str(a, 'full_name'), email: str(a, 'email') };
        }),
      };
      return details;
    },
    async submitCompletions(lmsClassId, completions, options) {
      const res = await http.submit(
        'POST',
        `${API}/sessions/${seg(lmsClassId)}/completions/`,
        {
          completions: completions.map((c) => ({
            external_id: c.personExternalId,
            credits: c.credits,
            ...(c.minutes !== undefined && { credit_minutes: c.minutes }),
            ...(c.fields && { fields_of_study: c.fields.map((f) => ({ name: f.fieldOfStudy, credits: f.credits })) }),
            completed_on: c.completedOn,
          })),
        },
        options,
      );
      return ticket(res.body);
    },
    async submitExternalTraining(t, options) {
      const body = {
        external_id: String(t.requestId),
        learner_external_id: t.personExternalId,
        title: t.title,
        sponsor: t.sponsor,
        completed_on: t.completedOn,
        delivery_method: t.deliveryMethod,
        credits: t.credits,
        fields_of_study: t.fieldsOfStudy,
      };
      return ticket((await http.submit('POST', `${API}/external-credits/`, body, options)).body);
    },
    async ticketStatus(ticketId) {
      const job = obj((await http.request('GET', `${API}/jobs/${seg(ticketId)}/`)).body);
      const state = str(job, 'state');
      const pending = num(job, 'pending');
      const errors = list(job.errors, 'errors').filter((e): e is string => typeof e === 'string');
      const done = state === 'done' || state === 'failed';
      const lmsId = optStr(job, 'object_id');
      return {
        qty_in_queue: pending,
        unprocessed_messages: pending,
        processed_messages: num(job, 'processed'),
        error_messages: errors,
        done,
        success: state === 'done' && errors.length === 0,
        ...(lmsId ? { lmsId } : {}),
      };
    },
  };
}
