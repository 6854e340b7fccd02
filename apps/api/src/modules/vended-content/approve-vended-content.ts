import { COURSE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseSnapshot } from '../courses/index.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { loadVended, vendedAccess } from './vended-access.ts';
import { loadVendedFacts, vendedChecklist } from './vended-read.ts';

/**
 * Draft → Approved (VCP001), only when the checklist's 'Approval Checklist' row passes (it FAILs
 * when any row fails); the version is kept readable as a course's finalize keeps it, with the vendor named.
 */
export const approveVendedContent = defineRoute(endpoints.approveVendedContent, {
  summary: 'Approve a Draft vended item (VCP001); refused with the failing sections while the checklist fails',
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    // The policy's finalize ability of a vended item is its approval: Draft and VCP001.
    const course = await loadVended(tx, params.id, session, 'finalize');
    const facts = await loadVendedFacts(tx, course.id);
    const { checklist, approvalChecklistValid } = await vendedChecklist(tx, course, facts);
    if (!approvalChecklistValid) {
      const failing = checklist.filter((c) => c.validation_status === 'FAIL' && c.section !== 'Approval Checklist');
      throw conflict(`The vended item cannot be approved: ${failing.map((c) => `${c.section}: ${c.message}`).join(' ')}`);
    }
    await tx.query(
      "UPDATE courses SET course_status = 'Approved', finalization_date = $2::date, updated_at = $3, updated_by = $4 WHERE id = $1",
      [course.id, now.toISOString().slice(0, 10), now, session.personId],
    );
    const snapshot = await courseSnapshot(tx, { ...course, course_status: 'Approved' }, session);
    await tx.query(
      `INSERT INTO course_versions (course_id, version, snapshot, finalized_at, finalized_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, course_id, version) DO NOTHING`,
      [course.id, course.version, JSON.stringify({ vendor: facts.vendor_name, ...snapshot }), now, session.personId],
    );
    await recordWorkflow(tx, {
      objectType: COURSE_OBJECT_TYPE,
      objectId: course.id,
      action: 'approve',
      from: course.course_status,
      to: 'Approved',
      comment: body.comment ?? null,
      version: course.version,
      personId: session.personId,
      now,
    });
    return { message: 'Vended content approved', course_status: 'Approved' as const };
  },
});
