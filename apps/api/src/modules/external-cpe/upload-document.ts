import { EXTERNAL_CPE_OBJECT_TYPE, endpoints, MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { type DocumentTarget, requireObjectAttachmentType } from '../documents/index.ts';
import { storeObjectDocument } from '../learning-objects/index.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

const TYPE_MESSAGE = 'Choose an attachment type of an external CPE request.';

/** An external CPE request's documents: whoever may edit the request, one of its attachment types. */
export const externalCpeDocumentTarget: DocumentTarget = {
  async check(tx, session, requestId, typeId) {
    await requireRequest(tx, requestId, session, 'canEdit');
    await requireObjectAttachmentType(tx, EXTERNAL_CPE_OBJECT_TYPE, typeId, TYPE_MESSAGE);
  },
  store: (tx, ctx, requestId, typeId, upload) => storeObjectDocument(tx, externalCpeObjectType, requestId, typeId, upload, ctx),
};

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
    if (typeId === undefined) throw invalid('body.attachment_type_id', TYPE_MESSAGE);
    await externalCpeDocumentTarget.check(tx, me(), row.id, typeId);
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    const id = await externalCpeDocumentTarget.store(tx, context, row.id, typeId, upload);
    return { id, message: MESSAGES.documentUploaded };
  },
});
