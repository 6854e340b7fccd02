import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { listObjectDocuments } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const listExternalCpeDocuments = defineRoute(endpoints.listExternalCpeDocuments, {
  summary: "The request's documents (the certificate of completion) and its attachment types",
  tags: ['external cpe', 'documents'],
  auth: ecpAccess(),
  async handler({ params, tx, me }) {
    return listObjectDocuments(tx, externalCpeObjectType, params.id, me());
  },
});
