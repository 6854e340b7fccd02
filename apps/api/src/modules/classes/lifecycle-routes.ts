import type { RouteSpec } from '../../platform/route.ts';
import { statusByLoid, statusByType } from '../lms/status-routes.ts';
import { getCertificationValidation } from './certification-validation.ts';
import { certifyClass } from './certify-class.ts';
import { classEvents } from './class-events.ts';
import { getClassStatus } from './class-status.ts';
import { importClass, importClassAllDetails } from './class-sync.ts';

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
