import type { RouteSpec } from '../../platform/route.ts';
import { listAoaDocuments, uploadAoaDocument } from './aoa-docs.ts';
import { getAoaHistory, getAoaValidation } from './aoa-validation.ts';
import { cancelAoa } from './cancel-aoa.ts';
import { createAoa } from './create-aoa.ts';
import { exportAoas } from './export-aoas.ts';
import { getAoa } from './get-aoa.ts';
import { getAoaClass } from './get-aoa-class.ts';
import { getAoaRosterInfo } from './roster-info.ts';
import { searchAoaClasses } from './search-aoa-classes.ts';
import { searchAoas } from './search-aoas.ts';
import { submitAoa } from './submit-aoa.ts';
import { updateAoa } from './update-aoa.ts';
import { validateAoaAttendCode } from './validate-attend-code.ts';

/** The affidavit of attendance routes (the product's AOA calls, and ours: create, checklist, history, search, export). */
export const aoaRoutes: RouteSpec[] = [
  createAoa,
  getAoaClass,
  searchAoaClasses,
  validateAoaAttendCode,
  listAoaDocuments,
  uploadAoaDocument,
  getAoaRosterInfo,
  updateAoa,
  submitAoa,
  cancelAoa,
  getAoaValidation,
  getAoaHistory,
  searchAoas,
  exportAoas,
  getAoa,
];
