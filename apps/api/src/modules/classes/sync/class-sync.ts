import { CLASS_MESSAGES, type classIdParams, type classImportBody, classSyncRefusal } from '@cpe/contract';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';
import type { RouteContext } from '../../../platform/route.ts';
import { CLASS_OBJECT_TYPE, requireClass } from '../../../shared/class-access.ts';
import { enqueueLmsSync } from '../../lms/index.ts';
import { refuseBlocked, refuseInFlight, tenantLms } from '../lifecycle/certify-class.ts';
import { CLASS_IMPORT_ACTION, CLASS_PUSH_ACTION } from './class-sync-kind.ts';

type Ctx = RouteContext<z.infer<typeof classIdParams>, unknown, z.infer<typeof classImportBody>>;

async function classLmsId(tx: Queryable, classId: number): Promise<string | null> {
  const { rows } = await tx.query<{ lms_id: string | null }>('SELECT lms_id FROM classes WHERE id = $1', [classId]);
  return rows[0]?.lms_id ?? null;
}

/**
 * Both import calls: the class must allow sync (CLS046, not Voided, Certified only when
 * the tenant allows), its agenda finalized, and the call pass the contract's classSyncRefusal
 * (the tenant's LMS; manualClassSync only with SAP, and on SAP a Certified class only by
 * it; with LCVISTA and SABA every call is the manual sync). A class the LMS does not have yet
 * (made from scratch) is sent first, its course too when the LMS lacks it, then read back
 * (class-sync-kind.ts).
 */
export async function startClassSync({ params, body, tx, me, now, tenant, services }: Ctx) {
  const session = me();
  const cls = await requireClass(tx, params.id, session, 'sync');
  refuseBlocked(cls);
  // The tenant's LMS, never the browser's: an in_lms that differs is a page older than the setting.
  const lmsType = await tenantLms(tx);
  const refused = classSyncRefusal({ tenantLms: lmsType, askedLms: body.in_lms, action: body.in_action, status: cls.status });
  if (refused) throw conflict(refused);
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
