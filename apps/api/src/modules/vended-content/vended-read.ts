import { type VendedContentHeader, vendedContentChecklist } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { CourseRow } from '../../shared/course-access.ts';
import { withChecklistSettings } from '../admin-area/index.ts';
import { validateCourseRecord } from '../courses/index.ts';

export interface VendedFacts {
  vendor_id: number | null;
  vendor_name: string | null;
  vendor_active: boolean | null;
  class_id: number | null;
}

/** What a vended item adds to its agenda row: the vendor it names and its delivery class. */
export async function loadVendedFacts(tx: Queryable, id: number): Promise<VendedFacts> {
  const { rows } = await tx.query<VendedFacts>(
    `SELECT c.vendor_id, v.name AS vendor_name, v.is_active AS vendor_active, c.class_id
       FROM courses c LEFT JOIN vendors v ON v.tenant_id = c.tenant_id AND v.id = c.vendor_id
      WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`vended item ${id} vanished inside its transaction`);
  return row;
}

/** The item's checklist: the course's sections it has steps for, Vendor, and 'Approval Checklist' (contract rule). */
export async function vendedChecklist(tx: Queryable, course: CourseRow, facts: VendedFacts) {
  const courseChecks = await validateCourseRecord(tx, course);
  const vendor = facts.vendor_name === null ? null : { name: facts.vendor_name, is_active: facts.vendor_active === true };
  const { checklist } = vendedContentChecklist(courseChecks, vendor);
  const applying = await withChecklistSettings(tx, 'vended_content', checklist);
  return { checklist: applying, approvalChecklistValid: applying.at(-1)?.validation_status === 'PASS' };
}

/** The vended header from the course header the item's course response already holds. */
export function vendedHeader(
  h: {
    id: number;
    title: string;
    description: string | null;
    objectives: string | null;
    course_status: string;
    delivery_method_id: number | null;
    delivery_method: string | null;
    agenda_type_id: number | null;
    agenda_type: string | null;
    created_by: number;
    created_by_name: string;
    created_at: string;
    finalization_date: string | null;
    version: number;
    lms_id: string | null;
  },
  facts: VendedFacts,
): VendedContentHeader {
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    objectives: h.objectives,
    vendor_id: facts.vendor_id,
    vendor_name: facts.vendor_name,
    course_status: h.course_status === 'Approved' ? 'Approved' : 'Draft',
    delivery_method_id: h.delivery_method_id,
    delivery_method: h.delivery_method,
    agenda_type_id: h.agenda_type_id,
    agenda_type: h.agenda_type,
    created_by: h.created_by,
    created_by_name: h.created_by_name,
    created_on: h.created_at,
    approved_on: h.course_status === 'Approved' ? h.finalization_date : null,
    version: h.version,
    lms_id: h.lms_id,
    class_id: facts.class_id,
  };
}
