/** The Microservice Health Check (/accadmin/healthcheck; ADR 0038). */

import { route } from '../../platform/index.ts';
import { healthCheckResponse } from '../schemas/health-check.ts';

export const getHealthCheck = route({ method: 'GET', path: '/admin/health', response: healthCheckResponse });
