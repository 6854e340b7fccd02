import type { RouteSpec } from '../../platform/route.ts';
import { approveVendedContent } from './approve-vended-content.ts';
import { createVendedContent } from './create-vended-content.ts';
import { exportVendedContent } from './export-vended-content.ts';
import { getVendedContent } from './get-vended-content.ts';
import { getVendedRoster } from './get-vended-roster.ts';
import { recordVendedCompletion } from './record-vended-completion.ts';
import { searchVendedContent } from './search-vended-content.ts';
import { updateVendedContent } from './update-vended-content.ts';
import { createVendor } from './vendors/create-vendor.ts';
import { listVendors } from './vendors/list-vendors.ts';
import { updateVendor } from './vendors/update-vendor.ts';

/** Vended content and its vendors (ADR 0027). Its shared steps are the course's routes (ADR 0023). */
export const vendedContentRoutes: RouteSpec[] = [
  listVendors,
  createVendor,
  updateVendor,
  createVendedContent,
  getVendedContent,
  updateVendedContent,
  approveVendedContent,
  getVendedRoster,
  recordVendedCompletion,
  searchVendedContent,
  exportVendedContent,
];
