import { EXTERNAL_CPE_OBJECT_TYPE, endpoints, MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { storeObjectDocument } from '../learning-objects/object-documents.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const uploadExternalCpeDocument = defineRoute(endpoints.uploadExternalCpeDocument, {
  summary: 'Upload a certificate of completion or supporting document (multipart/form-data: attachment_type_id, file)',
  tags: ['external cpe', 'documents'],
  auth: ecpAccess(),
  upload: true,
  async handler({ params, tx, me, now, req, tenant, services }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required. Send multipart/form-data with attachment_type_id and the file.');
    const typeId = formId(upload.fields, 'attachment_type_id');
    const { rows } = await tx.query('SELECT 1 FROM attachment_types WHERE id = $1 AND learning_object_type_id = $2', [
      typeId ?? null,
      EXTERNAL_CPE_OBJECT_TYPE,
    ]);
    if (typeId === undefined || rows.length === 0)
      throw invalid('body.attachment_type_id', 'Choose an attachment type of an external CPE request.');
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    const id = await storeObjectDocument(tx, externalCpeObjectType, row.id, typeId, upload, context);
    return { id, message: MESSAGES.documentUploaded };
  },
});
