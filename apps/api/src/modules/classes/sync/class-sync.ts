import { CLASS_MESSAGES, type classIdParams, type classImportBody } from '@cpe/contract';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';
import type { RouteContext } from '../../../platform/route.ts';
import { enqueueLmsSync } from '../../lms/sync-requests.ts';
import { CLASS_OBJECT_TYPE, requireClass } from '../core/class-access.ts';
import { refuseBlocked, refuseInFlight, tenantLms } from '../lifecycle/certify-class.ts';
import { CLASS_IMPORT_ACTION, CLASS_PUSH_ACTION } from './class-sync-kind.ts';

/** The in_action of the Sync with SAP button; the first LMS type only (spec §7). */
export const MANUAL_CLASS_SYNC = 'manualClassSync';

type Ctx = RouteContext<z.infer<typeof classIdParams>, unknown, z.infer<typeof classImportBody>>;

async function classLmsId(tx: Queryable, classId: number): Promise<string | null> {
  const { rows } = await tx.query<{ lms_id: string | null }>('SELECT lms_id FROM classes WHERE id = $1', [classId]);
  return rows[0]?.lms_id ?? null;
}

/**
 * Both import calls: the class must allow sync (CLS046, not Voided, Certified only when
 * the tenant allows), its agenda finalized, manualClassSync only with SAP, and a Certified
 * class only by that manual action. A class the LMS does not have yet (made from scratch)
 * is sent first, its course too when the LMS lacks it, then read back (class-sync-kind.ts).
 */
export async function startClassSync({ params, body, tx, me, now, tenant, services }: Ctx) {
  const session = me();
  const cls = await requireClass(tx, params.id, session, 'sync');
  refuseBlocked(cls);
  const lmsType = body.in_lms ?? (await tenantLms(tx));
  const manual = body.in_action === MANUAL_CLASS_SYNC;
  if (manual && lmsType !== 'SAP') throw conflict('Manual class sync is only available with SAP.');
  if (cls.status === 'Certified' && !manual) throw conflict('A certified class is only synced manually.');
  const lmsId = await classLmsId(tx, cls.id);
  await refuseInFlight(tx, cls.id);
  const requestId = await enqueueLmsSync(tx, services.jobs, {
    tenantId: tenant.id,
    objectType: CLASS_OBJECT_TYPE,
    objectId: cls.id,
    lmsType,
    action: lmsId ? CLASS_IMPORT_ACTION : CLASS_PUSH_ACTION,
    personId: session.personId,
    now,
  });
  return { uuid: String(requestId), success: true, message: CLASS_MESSAGES.syncingFromSap, alertType: 'success' as const };
}
