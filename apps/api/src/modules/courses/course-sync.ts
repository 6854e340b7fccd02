import {
  agendaStatusResponse,
  computeCredits,
  courseAgendaIdParams,
  courseEventsBody,
  courseEventsResponse,
  queuedStatusResponse,
  syncRequestParams,
  updateSapCourseBody,
  updateSapCourseResponse,
} from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { CLASS_CODES, CLASS_OBJECT_TYPE, loadClass } from '../classes/core/class-access.ts';
import type { LmsConnector, LmsSubmitOptions, LmsTicketStatus, LmsType } from '../lms/connector.ts';
import { requireLms } from '../lms/create-connector.ts';
import type { SyncKind, SyncSent } from '../lms/sync-job.ts';
import { enqueueLmsSync, loadSyncRequest } from '../lms/sync-requests.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';
import { loadAgenda } from './agenda-read.ts';
import { COURSE_OBJECT_TYPE, courseAccess, loadCourse, requireCourse } from './course-access.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from './course-read.ts';

export const COURSE_SYNC_ACTION = 'course-sync';
/** The part of a sync request that sends the course (lms_sync_requests.step). */
export const COURSE_PART = 'course';

/** Sends the course, its credits and fields of study to the LMS; answers the LMS's ticket. */
export async function pushCourse(tx: Queryable, courseId: number, lms: LmsConnector, options: LmsSubmitOptions): Promise<SyncSent> {
  const header = await loadHeaderRow(tx, courseId);
  const modules = (await loadAgenda(tx, header.id)).flatMap((d) => d.modules);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
  const names = new Map(modules.flatMap((m) => m.allocations.map((a) => [a.field_of_study_id, a.name] as const)));
  const { rows } = await tx.query<{ subdomain: string }>('SELECT subdomain FROM tenants WHERE id = app_tenant_id()');
  const ticket = await lms.submitCourse(
    {
      courseId: header.id,
      tenant: rows[0]?.subdomain ?? '',
      title: header.title,
      deliveryMethod: header.delivery_method ?? 'Not Applicable',
      agendaType: header.agenda_type ?? 'US-CPE',
      version: header.version,
      lmsId: header.lms_id,
      credits: credits.total,
      fieldsOfStudy: credits.byField.map((f) => ({
        name: names.get(f.field_of_study_id) ?? String(f.field_of_study_id),
        credits: f.credits,
      })),
    },
    options,
  );
  return { part: COURSE_PART, ticketId: ticket.ticketId };
}

/** Once the LMS has processed the course: its id becomes the course's lms_id. */
export async function keepCourseLmsId(tx: Queryable, courseId: number, status: LmsTicketStatus): Promise<void> {
  if (status.lmsId) await tx.query('UPDATE courses SET lms_id = $2 WHERE id = $1', [courseId, status.lmsId]);
}

/** Sends the course once; done when the LMS has processed it. */
export const courseSyncKind: SyncKind = {
  async sendNext(tx, request, lms, key) {
    if (request.step === COURSE_PART) return null;
    return pushCourse(tx, request.learning_object_id, requireLms(lms), key(COURSE_PART));
  },
  async onProcessed(tx, request, status) {
    await keepCourseLmsId(tx, request.learning_object_id, status);
  },
};

export const updateSapCourse = defineRoute({
  method: 'POST',
  url: '/course/update-sap-course',
  summary: "Sync the course with the tenant's LMS; answers the request id that the screen polls as a queued status",
  tags: ['lms sync'],
  auth: courseAccess(),
  schema: { body: updateSapCourseBody, response: updateSapCourseResponse },
  async handler({ body, tx, me, now, tenant, services }) {
    const course = await requireCourse(tx, body.courseId, me(), 'sync');
    const settings = await loadTenantSettings(tx, ['defaultLms']);
    const requestId = await enqueueLmsSync(tx, services.jobs, {
      tenantId: tenant.id,
      objectType: COURSE_OBJECT_TYPE,
      objectId: course.id,
      lmsType: (settings.defaultLms ?? 'SAP') as LmsType,
      action: COURSE_SYNC_ACTION,
      personId: me().personId,
      now,
    });
    return { data: [[{ request_id: requestId }]] };
  },
});

export const getQueuedStatus = defineRoute({
  method: 'GET',
  url: '/external-requests/status/:id',
  summary: 'The queued status of an LMS sync request: done when nothing is unprocessed or qty_in_queue is 0',
  tags: ['lms sync'],
  auth: allow.anyOf(...CLASS_CODES),
  schema: { params: syncRequestParams, response: queuedStatusResponse },
  async handler({ params, tx, me }) {
    const request = await loadSyncRequest(tx, params.id);
    if (!request) throw notFound();
    if (request.learning_object_type_id === COURSE_OBJECT_TYPE) await loadCourse(tx, request.learning_object_id, me());
    else if (request.learning_object_type_id === CLASS_OBJECT_TYPE) await loadClass(tx, request.learning_object_id, me());
    const { request_id, status, qty_in_queue, unprocessed_messages, error_messages, lms_id } = request;
    return { request_id, status, qty_in_queue, unprocessed_messages, error_messages, lms_id };
  },
});

async function pendingSyncs(tx: Queryable, courseId: number) {
  const { rows } = await tx.query<{ action: string; status: string; occurred_at: string; messages: string[] }>(
    `SELECT action, status, ${isoSql('created_at')} AS occurred_at, ARRAY(SELECT jsonb_array_elements_text(error_messages)) AS messages
       FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = $2 ORDER BY id DESC LIMIT 20`,
    [COURSE_OBJECT_TYPE, courseId],
  );
  return rows;
}

export const getAgendaStatus = defineRoute({
  method: 'GET',
  url: '/agendas/status/:course_agenda_id',
  summary: 'status_good is 1 when no LMS sync of the agenda is still in flight',
  tags: ['lms sync'],
  auth: courseAccess(),
  schema: { params: courseAgendaIdParams, response: agendaStatusResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.course_agenda_id, me());
    const events = await pendingSyncs(tx, params.course_agenda_id);
    return { status_good: events.some((e) => e.status === 'queued' || e.status === 'sent') ? (0 as const) : (1 as const) };
  },
});

export const courseEvents = defineRoute({
  method: 'POST',
  url: '/course/events',
  summary: "The course's recent LMS events; finished once none is in flight",
  tags: ['lms sync'],
  auth: courseAccess(),
  schema: { body: courseEventsBody, response: courseEventsResponse },
  async handler({ body, tx, me }) {
    await loadCourse(tx, body.courseId, me());
    const events = await pendingSyncs(tx, body.courseId);
    return { finished: !events.some((e) => e.status === 'queued' || e.status === 'sent'), events };
  },
});
