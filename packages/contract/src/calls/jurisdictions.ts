import type * as r from '../routes/jurisdictions.ts';
import type { ApiCall } from './api-call.ts';

export const createPersonLicense: ApiCall<typeof r.createPersonLicense> = { method: 'POST', path: '/person/jurisdictions/:personId' };
export const getPersonLicenses: ApiCall<typeof r.getPersonLicenses> = { method: 'GET', path: '/person/jurisdictions/:personId' };
export const listJurisdictions: ApiCall<typeof r.listJurisdictions> = { method: 'GET', path: '/jurisdictions' };
export const removePersonLicense: ApiCall<typeof r.removePersonLicense> = { method: 'DELETE', path: '/person/licenses/:id' };
export const updateJurisdictionRequirement: ApiCall<typeof r.updateJurisdictionRequirement> = {
  method: 'PUT',
  path: '/jurisdictions/:id/requirement',
};
export const updatePersonLicense: ApiCall<typeof r.updatePersonLicense> = { method: 'PUT', path: '/person/licenses/:id' };
