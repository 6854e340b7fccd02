/** The Microservice Health Check (/accadmin/healthcheck; ADR 0038). */
import { healthCheckResponse } from '../api/health-check.ts';
import { route } from './route.ts';

export const getHealthCheck = route({ method: 'GET', path: '/admin/health', response: healthCheckResponse });
