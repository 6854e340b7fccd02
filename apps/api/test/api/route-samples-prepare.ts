import type { Session, TestServer } from '../support/test-server.ts';
import { prepareAdminAreaIds } from './route-samples-admin-area.ts';
import { prepareAoaIds } from './route-samples-aoa.ts';
import { prepareCertificateIds } from './route-samples-certificates.ts';
import { prepareLifecycleIds } from './route-samples-class-lifecycle.ts';
import { prepareClassIds } from './route-samples-classes.ts';
import { prepareCourseIds } from './route-samples-courses.ts';
import { prepareCreditNasbaIds } from './route-samples-credit-nasba.ts';
import { prepareCsodIds } from './route-samples-csod.ts';
import { prepareTemplateIds } from './route-samples-email-templates.ts';
import { prepareEcpIds } from './route-samples-external-cpe.ts';
import { prepareStudyIds } from './route-samples-independent-study.ts';
import { prepareLargeDocumentIds } from './route-samples-large-documents.ts';
import { prepareLocalLearningIds } from './route-samples-local-learning.ts';
import { preparePersonMergeIds } from './route-samples-person-merge.ts';
import { prepareReportIds } from './route-samples-reports.ts';
import { prepareRoleIds } from './route-samples-roles.ts';
import { prepareRosterIds } from './route-samples-roster.ts';
import { prepareTenantAdminIds } from './route-samples-tenant-admin.ts';
import { prepareTranscriptIds } from './route-samples-transcripts.ts';
import { prepareUserAdminIds } from './route-samples-user-admin.ts';
import { prepareVendedIds } from './route-samples-vended-content.ts';

/** The records every area's samples name (route-contract.test.ts), made in the order they depend on each other. */
export async function prepareSampleIds(server: TestServer, admin: Session): Promise<void> {
  await prepareCourseIds(server, admin);
  await prepareClassIds(server, admin);
  await prepareLifecycleIds(server);
  await prepareRosterIds(server);
  await prepareAoaIds(server);
  await prepareEcpIds(server);
  await prepareCsodIds(server);
  await prepareStudyIds(server);
  await prepareVendedIds(server);
  await prepareLocalLearningIds(server);
  await prepareUserAdminIds(server);
  await prepareRoleIds(server);
  await prepareTemplateIds(server);
  await prepareCreditNasbaIds(server);
  await prepareTranscriptIds(server);
  await prepareCertificateIds(server);
  await preparePersonMergeIds(server);
  await prepareTenantAdminIds(server);
  await prepareReportIds(server);
  await prepareLargeDocumentIds(server, admin);
  await prepareAdminAreaIds(server);
}
