import { z } from 'zod';
import { approvalCheck, bodyId, courseContact, courseResponse, externalIdsResponse, VENDED_CONTENT_STATUSES } from '../../course/index.ts';
import { emailAddress, idParam, isCalendarDate } from '../../platform/index.ts';

/**
 * Vended content and vendors (/vendedcontent/{id} and /vendedcontent-search, the vended
 * content header, GET /course/vendedcontent/{id}; ADR 0027 for the calls the spec does not
 * show). A vended item is an agenda of kind vended_content (ADR 0023), so its CPE, agenda,
 * NASBA, version and audit steps are the course's calls.
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);
const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

export const vendedContentStatus = z.enum(VENDED_CONTENT_STATUSES);
export const vendedContentIdParams = z.object({ id: idParam.describe('The vended item id') });
export const vendorIdParams = z.object({ id: idParam.describe('The vendor id') });

// Vendors ---------------------------------------------------------------------------------------

export const vendorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email_address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  is_active: z.boolean(),
  /** How many vended items name it. */
  item_count: z.number().int(),
});
export type VendorRow = z.infer<typeof vendorRow>;
export const vendorListResponse = z.array(vendorRow);

const vendorFields = {
  name: requiredText(200),
  contact_name: text(200).nullable().optional(),
  email_address: emailAddress.nullable().optional(),
  phone: text(50).nullable().optional(),
  website: text(500).nullable().optional(),
};
export const createVendorBody = z.object(vendorFields);
/** Only the fields sent change; null clears an optional one. */
export const updateVendorBody = z.object({ ...vendorFields, name: requiredText(200).optional(), is_active: z.boolean().optional() });

// The item ------------------------------------------------------------------------------------------

export const createVendedContentBody = z.object({
  title: requiredText(300),
  vendor_id: bodyId,
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
});

/** The vended content header: the first four items are the header's main ones. */
export const vendedContentHeader = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  objectives: z.string().nullable(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  course_status: vendedContentStatus,
  delivery_method_id: z.number().int().nullable(),
  delivery_method: z.string().nullable(),
  agenda_type_id: z.number().int().nullable(),
  agenda_type: z.string().nullable(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  created_on: z.string(),
  /** The day it was approved (YYYY-MM-DD), null in Draft. */
  approved_on: z.string().nullable(),
  version: z.number().int(),
  lms_id: z.string().nullable(),
  /** The class that delivers it: its roster holds the learners who completed it. */
  class_id: z.number().int().nullable(),
});
export type VendedContentHeader = z.infer<typeof vendedContentHeader>;

export const vendedContentItemAbilitiesBody = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  approve: z.boolean(),
  recordCompletion: z.boolean(),
  manageVendors: z.boolean(),
  leaveFeedback: z.boolean(),
});

export const vendedContentResponse = z.object({
  /** The tenant's active vendors (and the item's own, if inactive), for the picker. */
  vendors: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
  header: vendedContentHeader,
  /** The checklist items, ending with the 'Approval Checklist' row. */
  checklist: z.array(approvalCheck),
  approvalChecklistValid: z.boolean(),
  contacts: z.array(courseContact),
  externalIds: externalIdsResponse,
  /** GET /course/{id} of the item, so the course's steps render unchanged. */
  course: courseResponse,
  abilities: vendedContentItemAbilitiesBody,
});
export type VendedContentResponse = z.infer<typeof vendedContentResponse>;

/** PUT /vendedcontent/{id}: only the fields sent change; null clears an optional one. */
export const updateVendedContentBody = z.object({
  title: requiredText(300).optional(),
  vendor_id: bodyId.optional(),
  description: text(5000).nullable().optional(),
  objectives: text(5000).nullable().optional(),
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
});

export const approveVendedContentBody = z.object({ comment: text(2000).optional() });
export const approveVendedContentResponse = z.object({ message: z.string(), course_status: vendedContentStatus });

// Roster ----------------------------------------------------------------------------------------------

export const vendedRosterRow = z.object({
  roster_id: z.number().int(),
  person_id: z.number().int(),
  name: z.string(),
  email_address: z.string().nullable(),
  /** YYYY-MM-DD */
  completed_on: z.string().nullable(),
  credits: z.number(),
});
export const vendedRosterResponse = z.array(vendedRosterRow);
export const vendedCompletionBody = z.object({ person_id: bodyId, completed_on: ymd });
export const vendedCompletionResponse = z.object({
  roster_id: z.number().int(),
  credits: z.array(z.object({ field_of_study_id: z.number().int(), credits: z.number() })),
});

// Search and export --------------------------------------------------------------------------------------

export const VENDED_CONTENT_SORTS = ['updated', 'title'] as const;

/** The search state the screen keeps (search screens: text, date range, status, vendor). */
export const vendedContentSearchFilters = z.object({
  search_text: z.string().trim().max(200).optional(),
  vendor_id: idParam.optional(),
  status: vendedContentStatus.optional(),
  /** Last change on or after / on or before (YYYY-MM-DD). */
  date_from: ymd.optional(),
  date_to: ymd.optional(),
  sort: z.enum(VENDED_CONTENT_SORTS).default('updated'),
});
export type VendedContentSearchFilters = z.infer<typeof vendedContentSearchFilters>;

export const vendedContentSearchBody = vendedContentSearchFilters.extend({
  /** The previous page's nextCursor. */
  cursor: z.string().max(4096).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});

export const vendedContentSearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  course_status: vendedContentStatus,
  delivery_method: z.string().nullable(),
  agenda_type: z.string().nullable(),
  version: z.number().int(),
  lms_id: z.string().nullable(),
  created_by_name: z.string(),
  updated_at: z.string(),
});
export type VendedContentSearchRow = z.infer<typeof vendedContentSearchRow>;
export const vendedContentSearchResponse = z.object({ items: z.array(vendedContentSearchRow), nextCursor: z.string().nullable() });

export const VENDED_CONTENT_EXPORT_COLUMNS = [
  'Vended ID',
  'Title',
  'Vendor',
  'Status',
  'Delivery Method',
  'Agenda Type',
  'Version',
  'LMS ID',
  'Created By',
  'Last Updated',
];
