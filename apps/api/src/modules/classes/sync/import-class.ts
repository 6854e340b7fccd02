import { classIdParams, classImportBody, classImportResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../core/class-access.ts';
import { startClassSync } from './class-sync.ts';

export const importClass = defineRoute({
  method: 'POST',
  url: '/class/import/sap/:id',
  summary:
    'Sync the class with the LMS: send it (and its course) when the LMS lacks it, then import its details and roster; the screen polls GET /class/status/{id}',
  tags: ['lms sync'],
  auth: classAccess(),
  schema: { params: classIdParams, body: classImportBody, response: classImportResponse },
  handler: (ctx) => startClassSync(ctx),
});
