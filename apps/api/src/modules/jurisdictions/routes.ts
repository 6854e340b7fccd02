import type { RouteSpec } from '../../platform/route.ts';
import { getPersonLicenses } from './get-person-licenses.ts';
import { listJurisdictions } from './list-jurisdictions.ts';
import { updateJurisdictionRequirement } from './update-jurisdiction-requirement.ts';
import { createPersonLicense, removePersonLicense, updatePersonLicense } from './write-person-license.ts';

/** Jurisdictions, their requirements and people's licenses (ADR 0031). */
export const jurisdictionRoutes: RouteSpec[] = [
  listJurisdictions,
  updateJurisdictionRequirement,
  getPersonLicenses,
  createPersonLicense,
  updatePersonLicense,
  removePersonLicense,
];
