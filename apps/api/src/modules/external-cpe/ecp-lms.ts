import { EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { LMS_TAKES_EXTERNAL_TRAINING, LmsError, type LmsExternalTraining, type LmsType } from '../lms/connector.ts';
import { requireLms } from '../lms/create-connector.ts';
import type { SyncKind } from '../lms/sync-job.ts';
import { enqueueLmsSync } from '../lms/sync-requests.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';

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
    const { rows } = await tx.query<{
      title: string;
      sponsor_name: string | null;
      completed_on: string;
      delivery_method: string | null;
      person_external_id: string;
      fos: { name: string; credits: string | number }[];
    }>(
      `SELECT r.title, r.sponsor_name, to_char(r.completion_date, 'YYYY-MM-DD') AS completed_on, dm.name AS delivery_method,
              coalesce(p.display_id, p.id::text) AS person_external_id,
              coalesce((SELECT json_agg(json_build_object('name', f.name, 'credits', a.credits) ORDER BY f.name)
                          FROM ecpe_awards a JOIN fields_of_study f ON f.id = a.field_of_study_id WHERE a.request_id = r.id), '[]') AS fos
         FROM external_cpe_requests r JOIN persons p ON p.id = r.request_person_id
         LEFT JOIN delivery_methods dm ON dm.id = r.delivery_method_id
        WHERE r.id = $1`,
      [request.learning_object_id],
    );
    const r = rows[0];
    if (!r) throw new LmsError('The external CPE request no longer exists');
    const fieldsOfStudy = r.fos.map((f) => ({ name: f.name, credits: Number(f.credits) }));
    const training: LmsExternalTraining = {
      requestId: request.learning_object_id,
      personExternalId: r.person_external_id,
      title: r.title,
      sponsor: r.sponsor_name,
      completedOn: r.completed_on,
      deliveryMethod: r.delivery_method,
      credits: Math.round(fieldsOfStudy.reduce((s, f) => s + f.credits, 0) * 10) / 10,
      fieldsOfStudy,
    };
    return { part: PART, send: () => submit(training, key(PART)) };
  },
  async onProcessed(tx, request, status) {
    if (status.lmsId)
      await tx.query('UPDATE external_cpe_requests SET lms_id = $2 WHERE id = $1', [request.learning_object_id, status.lmsId]);
  },
};
