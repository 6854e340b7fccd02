import { CLASS_MESSAGES, classIdParams, classImportBody, classImportResponse } from '@cpe/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/types.ts';
import { conflict } from '../../platform/errors.ts';
import { defineRoute, type RouteContext } from '../../platform/route.ts';
import { enqueueLmsSync } from '../lms/sync-requests.ts';
import { refuseBlocked, refuseInFlight, tenantLms } from './certify-class.ts';
import { CLASS_OBJECT_TYPE, classAccess, requireClass } from './class-access.ts';
import { CLASS_IMPORT_ACTION, CLASS_PUSH_ACTION } from './class-sync-kind.ts';

/** The in_action of the Sync with SAP button; the first LMS type only (spec §7). */
export const MANUAL_CLASS_SYNC = 'manualClassSync';

type Ctx = RouteContext<z.infer<typeof classIdParams>, unknown, z.infer<typeof classImportBody>>;

async function lmsIds(tx: Queryable, classId: number) {
  const { rows } = await tx.query<{ lms_id: string | null; course_lms_id: string | null }>(
    'SELECT k.lms_id, c.lms_id AS course_lms_id FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1',
    [classId],
  );
  return rows[0] ?? { lms_id: null, course_lms_id: null };
}

/**
 * Both import calls: the class must allow sync (CLS046, not Voided, Certified only when
 * the tenant allows), its agenda finalized, manualClassSync only with SAP, and a Certified
 * class only by that manual action. allDetails also sends a class the LMS does not have.
 */
async function startClassSync({ params, body, tx, me, now, tenant, services }: Ctx, allDetails: boolean) {
  const session = me();
  const cls = await requireClass(tx, params.id, session, 'sync');
  refuseBlocked(cls);
  const lmsType = body.in_lms ?? (await tenantLms(tx));
  const manual = body.in_action === MANUAL_CLASS_SYNC;
  if (manual && lmsType !== 'SAP') throw conflict('Manual class sync is only available with SAP.');
  if (cls.status === 'Certified' && !manual) throw conflict('A certified class is only synced manually.');
  const ids = await lmsIds(tx, cls.id);
  if (!ids.lms_id && !allDetails) throw conflict('The class has no LMS id to import from.');
  if (!ids.lms_id && !ids.course_lms_id) throw conflict('Sync the course with the LMS before its classes.');
  await refuseInFlight(tx, cls.id);
  const requestId = await enqueueLmsSync(tx, services.jobs, {
    tenantId: tenant.id,
    objectType: CLASS_OBJECT_TYPE,
    objectId: cls.id,
    lmsType,
    action: ids.lms_id ? CLASS_IMPORT_ACTION : CLASS_PUSH_ACTION,
    personId: session.personId,
    now,
  });
  return { uuid: String(requestId), success: true, message: CLASS_MESSAGES.syncingFromSap, alertType: 'success' as const };
}

export const importClass = defineRoute({
  method: 'POST',
  url: '/class/import/sap/:id',
  summary: "Import the class's details and roster from the LMS; the screen polls GET /class/status/{id}",
  tags: ['lms sync'],
  auth: classAccess(),
  schema: { params: classIdParams, body: classImportBody, response: classImportResponse },
  handler: (ctx) => startClassSync(ctx, false),
});

export const importClassAllDetails = defineRoute({
  method: 'POST',
  url: '/class/import/sap/allDetails/:id',
  summary: 'Sync every detail of the class with the LMS: import it, or send it first when the LMS does not have it',
  tags: ['lms sync'],
  auth: classAccess(),
  schema: { params: classIdParams, body: classImportBody, response: classImportResponse },
  handler: (ctx) => startClassSync(ctx, true),
});
