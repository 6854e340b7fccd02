import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { startClassSync } from './class-sync.ts';

export const importClass = defineRoute(endpoints.importClass, {
  summary:
    'Sync the class with the LMS: send it (and its course) when the LMS lacks it, then import its details and roster; the screen polls GET /class/status/{id}',
  tags: ['lms sync'],
  auth: classAccess(),
  handler: (ctx) => startClassSync(ctx),
});
