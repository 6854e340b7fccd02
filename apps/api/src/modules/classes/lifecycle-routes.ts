import type { RouteSpec } from '../../platform/route.ts';
import { statusByLoid, statusByType } from '../lms/index.ts';
import { getCertificationValidation } from './lifecycle/certification-validation.ts';
import { certifyClass } from './lifecycle/certify-class.ts';
import { getClassStatus } from './lifecycle/class-status.ts';
import { classEvents } from './sync/class-events.ts';
import { importClass } from './sync/import-class.ts';
import { importClassAllDetails } from './sync/import-class-all-details.ts';

/**
 * Certification (validation, certify), LMS class sync (import, allDetails), class status
 * and events, and the queued status of LMS requests by learning object (status-by-loid,
 * status-by-type) that the certification polls. Void is PUT /class/{id} (core-routes.ts).
 */
export const classLifecycleRoutes: RouteSpec[] = [
  getCertificationValidation,
  certifyClass,
  importClass,
  importClassAllDetails,
  getClassStatus,
  classEvents,
  statusByLoid,
  statusByType,
];
