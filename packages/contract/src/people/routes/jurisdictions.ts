/** Jurisdictions, their requirements, and people's licenses (ADR 0031). */
import { okBody, route } from '../../platform/index.ts';
import {
  createLicenseResponse,
  jurisdictionIdParams,
  jurisdictionListResponse,
  jurisdictionRequirementBody,
  licenseBody,
  licenseIdParams,
  personLicensesParams,
  personLicensesResponse,
} from '../schemas/jurisdictions.ts';

export const listJurisdictions = route({ method: 'GET', path: '/jurisdictions', response: jurisdictionListResponse });
export const updateJurisdictionRequirement = route({
  method: 'PUT',
  path: '/jurisdictions/:id/requirement',
  params: jurisdictionIdParams,
  body: jurisdictionRequirementBody,
  response: okBody,
});
export const getPersonLicenses = route({
  method: 'GET',
  path: '/person/jurisdictions/:personId',
  params: personLicensesParams,
  response: personLicensesResponse,
});
export const createPersonLicense = route({
  method: 'POST',
  path: '/person/jurisdictions/:personId',
  params: personLicensesParams,
  body: licenseBody,
  response: createLicenseResponse,
  successStatus: 201,
});
export const updatePersonLicense = route({
  method: 'PUT',
  path: '/person/licenses/:id',
  params: licenseIdParams,
  body: licenseBody,
  response: okBody,
});
export const removePersonLicense = route({
  method: 'DELETE',
  path: '/person/licenses/:id',
  params: licenseIdParams,
  response: okBody,
});
