// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as jurisdictionsRoutes from './routes/jurisdictions.ts';
import type * as personDocumentsRoutes from './routes/person-documents.ts';
import type * as personMergeRoutes from './routes/person-merge.ts';
import type * as personTranscriptsRoutes from './routes/person-transcripts.ts';
import type * as personsRoutes from './routes/persons.ts';
import type * as rolesRoutes from './routes/roles.ts';
import type * as userAdminRoutes from './routes/user-admin.ts';
import type * as userAdministrationRoutes from './routes/user-administration.ts';

export const addUser: ApiCall<typeof userAdminRoutes.addUser> = { method: 'POST', path: '/user-administration/users' };
export const assignRole: ApiCall<typeof rolesRoutes.assignRole> = { method: 'POST', path: '/roles/:id/people' };
export const createPersonLicense: ApiCall<typeof jurisdictionsRoutes.createPersonLicense> = {
  method: 'POST',
  path: '/person/jurisdictions/:personId',
};
export const createRole: ApiCall<typeof rolesRoutes.createRole> = { method: 'POST', path: '/roles' };
export const deleteRole: ApiCall<typeof rolesRoutes.deleteRole> = { method: 'DELETE', path: '/roles/:id' };
export const exportPersonTranscripts: ApiCall<typeof personTranscriptsRoutes.exportPersonTranscripts> = {
  method: 'GET',
  path: '/person/transcripts/:personId/export',
};
export const exportUsers: ApiCall<typeof userAdministrationRoutes.exportUsers> = { method: 'GET', path: '/user-administration/export' };
export const getPerson: ApiCall<typeof personsRoutes.getPerson> = { method: 'GET', path: '/person/:userId' };
export const getPersonLicenses: ApiCall<typeof jurisdictionsRoutes.getPersonLicenses> = {
  method: 'GET',
  path: '/person/jurisdictions/:personId',
};
export const getPersonTranscripts: ApiCall<typeof personTranscriptsRoutes.getPersonTranscripts> = {
  method: 'GET',
  path: '/person/transcripts/:personId',
};
export const getProfile: ApiCall<typeof personsRoutes.getProfile> = { method: 'GET', path: '/person/profile/:personId' };
export const grantRolePermission: ApiCall<typeof rolesRoutes.grantRolePermission> = { method: 'PUT', path: '/roles/:id/permissions/:code' };
export const importUsers: ApiCall<typeof userAdminRoutes.importUsers> = { method: 'POST', path: '/user-administration/import' };
export const listAllPersonDocuments: ApiCall<typeof personDocumentsRoutes.listAllPersonDocuments> = {
  method: 'GET',
  path: '/docs/person/:personId/all',
};
export const listJurisdictions: ApiCall<typeof jurisdictionsRoutes.listJurisdictions> = { method: 'GET', path: '/jurisdictions' };
export const listPendingRegistrations: ApiCall<typeof userAdminRoutes.listPendingRegistrations> = {
  method: 'GET',
  path: '/user-administration/pending',
};
export const listRoleHolders: ApiCall<typeof rolesRoutes.listRoleHolders> = { method: 'GET', path: '/roles/:id/people' };
export const mergePersons: ApiCall<typeof personMergeRoutes.mergePersons> = { method: 'POST', path: '/person/merge' };
export const removePersonLicense: ApiCall<typeof jurisdictionsRoutes.removePersonLicense> = {
  method: 'DELETE',
  path: '/person/licenses/:id',
};
export const renameRole: ApiCall<typeof rolesRoutes.renameRole> = { method: 'PUT', path: '/roles/:id' };
export const resendRegistration: ApiCall<typeof userAdminRoutes.resendRegistration> = {
  method: 'POST',
  path: '/user-administration/pending/:personId/resend',
};
export const revokeRolePermission: ApiCall<typeof rolesRoutes.revokeRolePermission> = {
  method: 'DELETE',
  path: '/roles/:id/permissions/:code',
};
export const searchPersons: ApiCall<typeof personsRoutes.searchPersons> = { method: 'GET', path: '/persons/search' };
export const searchUsers: ApiCall<typeof userAdministrationRoutes.searchUsers> = { method: 'POST', path: '/user-administration/search' };
export const unassignRole: ApiCall<typeof rolesRoutes.unassignRole> = { method: 'DELETE', path: '/roles/:id/people/:personId' };
export const updateJurisdictionRequirement: ApiCall<typeof jurisdictionsRoutes.updateJurisdictionRequirement> = {
  method: 'PUT',
  path: '/jurisdictions/:id/requirement',
};
export const updatePersonLicense: ApiCall<typeof jurisdictionsRoutes.updatePersonLicense> = { method: 'PUT', path: '/person/licenses/:id' };
