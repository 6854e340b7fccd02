import {
  certificationGate,
  type certifyBody,
  certifyFields,
  classActionBlocked,
  elementFieldProblem,
  endpoints,
  isAgendaFinal,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { conflict, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';
import { type AbleClass, CLASS_OBJECT_TYPE, type ClassRow, classAccess, requireClass, touchClass } from '../../../shared/class-access.ts';
import type { LmsType } from '../../lms/index.ts';
import { enqueueLmsSync } from '../../lms/index.ts';
import { classElementsFor } from '../core/class-elements.ts';
import { validateClassCertification } from './certification-validation.ts';
import { CLASS_CERTIFY_ACTION } from './certify-sync-kind.ts';

/** 409 with the spec's message when the course agenda is not finalized (every class action). */
export function refuseBlocked(cls: ClassRow): void {
  const blocked = classActionBlocked({ is_course_finalized: isAgendaFinal(cls.course_status) });
  if (blocked) throw conflict(blocked);
}

/** One LMS request of a class at a time: a second certify or sync waits for the first. */
export async function refuseInFlight(tx: Queryable, classId: number): Promise<void> {
  const { rows } = await tx.query(
    "SELECT 1 FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = $2 AND status IN ('queued', 'sent') LIMIT 1",
    [CLASS_OBJECT_TYPE, classId],
  );
  if (rows.length > 0) throw conflict('A sync or certification of this class is still in progress.');
}

export async function tenantLms(tx: Queryable): Promise<LmsType> {
  const settings = await loadTenantSettings(tx, ['defaultLms']);
  return (settings.defaultLms ?? 'SAP') as LmsType;
}

type CertifyBody = typeof certifyBody._output;

/**
 * Saves the certify dialog's fields as the element configuration allows: a
 * changed field must be editable, a required one may not end up empty. A field not sent
 * is kept; null or '' clears it.
 */
async function saveCertifyFields(tx: Queryable, cls: AbleClass, body: CertifyBody): Promise<void> {
  const { rows } = await tx.query<{
    cq_duration: number | null;
    sponsor: string | null;
    lms_id: string | null;
    alternate_id: string | null;
  }>('SELECT cq_duration, sponsor, lms_id, alternate_id FROM classes WHERE id = $1', [cls.id]);
  const current = rows[0];
  if (!current) return;
  const states = await classElementsFor(tx, cls, cls.abilities);
  const problem = elementFieldProblem(states, certifyFields(body, current));
  if (problem) throw invalid(`body.${problem.field}`, problem.message);
  await tx.query(
    `UPDATE classes SET cq_duration = CASE WHEN $2::boolean THEN $3::int ELSE cq_duration END,
            sponsor = CASE WHEN $4::boolean THEN $5::text ELSE sponsor END, lms_id = CASE WHEN $6::boolean THEN $7::text ELSE lms_id END,
            alternate_id = CASE WHEN $8::boolean THEN $9::text ELSE alternate_id END
      WHERE id = $1`,
    [
      cls.id,
      body.cq_duration !== undefined,
      body.cq_duration ?? null,
      body.sponsor !== undefined,
      body.sponsor?.trim() || null,
      body.lmsId !== undefined,
      body.lmsId?.trim() || null,
      body.classID2 !== undefined,
      body.classID2?.trim() || null,
    ],
  );
}

export const certifyClass = defineRoute(endpoints.certifyClass, {
  summary: 'Certify (or Re-Certify) a class: checks the checklists, saves the dialog, and queues transcripts and the LMS completions',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now, tenant, services }) {
    const session = me();
    const cls = await requireClass(tx, params.id, session, 'certify');
    refuseBlocked(cls);
    const gate = certificationGate(await validateClassCertification(tx, cls));
    if (!gate.proceed) throw conflict(gate.message);
    await refuseInFlight(tx, cls.id);
    await saveCertifyFields(tx, cls, body);
    if (body.instructors?.length) {
      await tx.query(
        `INSERT INTO class_instructors (class_id, person_id)
         SELECT $1, p FROM unnest($2::int[]) AS p
          WHERE NOT EXISTS (SELECT 1 FROM class_instructors i WHERE i.class_id = $1 AND i.module_id IS NULL AND i.person_id = p)`,
        [cls.id, [...new Set(body.instructors)]],
      );
    }
    await touchClass(tx, cls.id, session.personId, now);
    const requestId = await enqueueLmsSync(tx, services.jobs, {
      tenantId: tenant.id,
      objectType: CLASS_OBJECT_TYPE,
      objectId: cls.id,
      lmsType: await tenantLms(tx),
      action: CLASS_CERTIFY_ACTION,
      personId: session.personId,
      now,
    });
    return { request_id: requestId, unprocessed_messages: 1, error_messages: [] };
  },
});
