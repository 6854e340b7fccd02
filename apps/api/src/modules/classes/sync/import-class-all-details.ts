import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { startClassSync } from './class-sync.ts';

export const importClassAllDetails = defineRoute(endpoints.importClassAllDetails, {
  summary: 'Sync every detail of the class with the LMS: import it, or send it first when the LMS does not have it',
  tags: ['lms sync'],
  auth: classAccess(),
  handler: (ctx) => startClassSync(ctx),
});
