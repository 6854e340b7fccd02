import type { RouteSpec } from '../../platform/route.ts';
import { addRequestFeedback } from './add-request-feedback.ts';
import { approveExternalCpe } from './approve-external-cpe.ts';
import { closeNotApproved } from './close-not-approved.ts';
import { createExternalCpe } from './create-external-cpe.ts';
import { exportExternalCpe } from './export-external-cpe.ts';
import { getExternalCpeApprovals } from './get-approvals.ts';
import { getExternalCpeBanner } from './get-banner.ts';
import { getExternalCpe } from './get-external-cpe.ts';
import { getExternalCpeNasba } from './get-nasba.ts';
import { getRequestHistory } from './get-request-history.ts';
import { listExternalCpeDocuments } from './list-documents.ts';
import { listRequestFeedback } from './list-request-feedback.ts';
import { readExternalCpeCertificate } from './read-certificate.ts';
import { readCertificateFile } from './read-certificate-file.ts';
import { reopenExternalCpe } from './reopen-external-cpe.ts';
import { resolveRequestFeedback } from './resolve-request-feedback.ts';
import { saveExternalCpeNasba } from './save-nasba.ts';
import { searchExternalCpe } from './search-external-cpe.ts';
import { submitExternalCpe } from './submit-external-cpe.ts';
import { updateExternalCpeAwards } from './update-awards.ts';
import { updateExternalCpeDetails } from './update-details.ts';
import { updateExternalCpeExternalIds } from './update-external-ids.ts';
import { updateExternalCpeSponsor } from './update-sponsor.ts';
import { uploadExternalCpeDocument } from './upload-document.ts';

/** External CPE requests (ADR 0022) and the request layer's feedback and history. */
export const externalCpeRoutes: RouteSpec[] = [
  createExternalCpe,
  getExternalCpe,
  getExternalCpeBanner,
  updateExternalCpeDetails,
  updateExternalCpeSponsor,
  updateExternalCpeAwards,
  getExternalCpeNasba,
  saveExternalCpeNasba,
  listExternalCpeDocuments,
  uploadExternalCpeDocument,
  readExternalCpeCertificate,
  readCertificateFile,
  updateExternalCpeExternalIds,
  submitExternalCpe,
  approveExternalCpe,
  reopenExternalCpe,
  closeNotApproved,
  getExternalCpeApprovals,
  listRequestFeedback,
  addRequestFeedback,
  resolveRequestFeedback,
  getRequestHistory,
  searchExternalCpe,
  exportExternalCpe,
];
