import { endpoints, vendedContentItemAbilities } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadCourseResponse } from '../courses/index.ts';
import { loadVended, vendedAccess } from './vended-access.ts';
import { loadVendedFacts, vendedChecklist, vendedHeader } from './vended-read.ts';

/** GET /course/vendedcontent/{id}: vendors, header, checklist items, approval-checklist validity, contacts, external ids. */
export const getVendedContent = defineRoute(endpoints.getVendedContent, {
  summary: 'A vended item: the vendor picker, header, checklist and its validity, contacts, external ids, the course body and abilities',
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ params, tx, me }) {
    const session = me();
    const course = await loadVended(tx, params.id, session);
    const facts = await loadVendedFacts(tx, course.id);
    const full = await loadCourseResponse(tx, course, session);
    const { checklist, approvalChecklistValid } = await vendedChecklist(tx, course, facts);
    // The picker offers the active vendors, and keeps the item's own even when it was made inactive.
    const vendors = await tx.query<{ id: number; name: string; is_active: boolean }>(
      'SELECT id, name, is_active FROM vendors WHERE is_active OR id = $1 ORDER BY lower(name), id',
      [facts.vendor_id],
    );
    return {
      vendors: vendors.rows,
      header: vendedHeader(full.courseHeader, facts),
      checklist,
      approvalChecklistValid,
      contacts: full.courseHeader.contacts,
      externalIds: full.externalIds,
      course: full,
      abilities: vendedContentItemAbilities(course, { permissions: session.permissions, personId: session.personId }),
    };
  },
});
