import { EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import type { SyncKind } from '../lms/index.ts';
import { enqueueLmsSync, LMS_TAKES_EXTERNAL_TRAINING, LmsError, type LmsExternalTraining, type LmsType, requireLms } from '../lms/index.ts';

/** The sync request action of an approved external CPE request (lms_sync_requests.action). */
export const ECPE_SEND_ACTION = 'ecpe-send';
const PART = 'external-training';

/**
 * On approval: when the tenant's LMS takes external training (SAP, LCVISTA; not SABA), queue the
 * request's send in the approving transaction. The screens poll it with
 * POST /external-requests/status-by-type (type 8).
 */
export async function sendToLmsIfTaken(
  tx: Queryable,
  jobs: JobQueue,
  r: { tenantId: number; requestId: number; personId: number; now: Date },
): Promise<number | null> {
  const lmsType = ((await loadTenantSettings(tx, ['defaultLms'])).defaultLms ?? 'SAP') as LmsType;
  if (!LMS_TAKES_EXTERNAL_TRAINING[lmsType]) return null;
  return enqueueLmsSync(tx, jobs, {
    tenantId: r.tenantId,
    objectType: EXTERNAL_CPE_OBJECT_TYPE,
    objectId: r.requestId,
    lmsType,
    action: ECPE_SEND_ACTION,
    personId: r.personId,
    now: r.now,
  });
}

/** Sends the approved request once, as the learner's external training; the LMS's id becomes its lms_id. */
export const ecpeSendKind: SyncKind = {
  async next(tx, request, lms, key) {
    if (request.step === PART) return null;
    const connector = requireLms(lms);
    const submit = connector.submitExternalTraining?.bind(connector);
    if (!submit) throw new LmsError(`${connector.type} does not take external training`);
    // What the approval recorded (ADR 0051): the request's live credit record, its total and split.
    const { rows } = await tx.query<{
      title: string;
      sponsor_name: string | null;
      completed_on: string;
      delivery_method: string | null;
      person_external_id: string;
      total: string | number;
      fos: { name: string; credits: string | number }[];
    }>(
      `SELECT c.title, c.sponsor_name, to_char(c.completed_on, 'YYYY-MM-DD') AS completed_on, c.delivery_method, c.total,
              coalesce(p.display_id, p.id::text) AS person_external_id,
              coalesce((SELECT json_agg(json_build_object('name', f.name, 'credits', rf.credits) ORDER BY f.name)
                          FROM credit_record_fields rf JOIN fields_of_study f ON f.id = rf.field_of_study_id
                         WHERE rf.tenant_id = c.tenant_id AND rf.record_id = c.id), '[]') AS fos
         FROM credit_records c JOIN persons p ON p.id = c.person_id
        WHERE c.request_id = $1 AND c.superseded_at IS NULL`,
      [request.learning_object_id],
    );
    const r = rows[0];
    if (!r) throw new LmsError('The external CPE request has no approved credits to send');
    const fieldsOfStudy = r.fos.map((f) => ({ name: f.name, credits: Number(f.credits) }));
    const training: LmsExternalTraining = {
      requestId: request.learning_object_id,
      personExternalId: r.person_external_id,
      title: r.title,
      sponsor: r.sponsor_name,
      completedOn: r.completed_on,
      deliveryMethod: r.delivery_method,
      credits: Number(r.total),
      fieldsOfStudy,
    };
    return { part: PART, send: () => submit(training, key(PART)) };
  },
  async onProcessed(tx, request, status) {
    if (status.lmsId)
      await tx.query('UPDATE external_cpe_requests SET lms_id = $2 WHERE id = $1', [request.learning_object_id, status.lmsId]);
  },
};
