import type { LmsConnector, LmsConnectorOptions } from '../connector.ts';
import { createLmsAdapter, createOrUpdate } from './lms-adapter.ts';
import { list, num, obj, optStr, seg, str } from './read-json.ts';

const API = '/lcvista/api/v1';

/**
 * LCvista style: a REST API with trailing slashes and snake_case, create by POST and update
 * by PUT, the firm chosen by the `x-lcvista-firm` header, errors as `{ detail }`, and jobs
 * whose `state` is queued, running, done or failed.
 */
export function createLcvistaConnector(options: LmsConnectorOptions): LmsConnector {
  return createLmsAdapter(options, {
    type: 'LCVISTA',
    headers: { 'x-lcvista-firm': options.tenant },
    errorMessage: (body) => {
      const detail = (body as { detail?: unknown } | undefined)?.detail;
      return typeof detail === 'string' ? detail : undefined;
    },
    ticketId: (body) => str(obj(body), 'job_id'),
    course: (course) =>
      createOrUpdate(course.lmsId, `${API}/programs/`, (id) => `${API}/programs/${seg(id)}/`, {
        external_id: String(course.courseId),
        firm: course.tenant,
        title: course.title,
        delivery_method: course.deliveryMethod,
        agenda_type: course.agendaType,
        version: course.version,
        credits: course.credits,
        fields_of_study: course.fieldsOfStudy,
      }),
    class: (cls) =>
      createOrUpdate(cls.lmsId, `${API}/sessions/`, (id) => `${API}/sessions/${seg(id)}/`, {
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
      }),
    completions: (lmsClassId, completions) => ({
      method: 'POST',
      path: `${API}/sessions/${seg(lmsClassId)}/completions/`,
      body: {
        completions: completions.map((c) => ({
          external_id: c.personExternalId,
          credits: c.credits,
          ...(c.minutes !== undefined && { credit_minutes: c.minutes }),
          ...(c.fields && { fields_of_study: c.fields.map((f) => ({ name: f.fieldOfStudy, credits: f.credits })) }),
          completed_on: c.completedOn,
        })),
      },
    }),
    externalTraining: (t) => ({
      method: 'POST',
      path: `${API}/external-credits/`,
      body: {
        external_id: String(t.requestId),
        learner_external_id: t.personExternalId,
        title: t.title,
        sponsor: t.sponsor,
        completed_on: t.completedOn,
        delivery_method: t.deliveryMethod,
        credits: t.credits,
        fields_of_study: t.fieldsOfStudy,
      },
    }),
    classPath: (lmsClassId) => `${API}/sessions/${seg(lmsClassId)}/`,
    readClass: (body) => {
      const s = obj(body);
      return {
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
    },
    ticketPath: (ticketId) => `${API}/jobs/${seg(ticketId)}/`,
    readTicket: (body) => {
      const job = obj(body);
      const state = str(job, 'state');
      const pending = num(job, 'pending');
      const errors = list(job.errors, 'errors').filter((e): e is string => typeof e === 'string');
      return {
        pending,
        processed: num(job, 'processed'),
        errors,
        done: state === 'done' || state === 'failed',
        finishedWell: state === 'done',
        lmsId: optStr(job, 'object_id'),
      };
    },
  });
}
