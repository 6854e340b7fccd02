import { AOA_ATTACHMENT_TYPE, AOA_OBJECT_TYPE, endpoints, MESSAGES, VERIFY_TYPE } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { ROSTER_ADD_METHOD } from '../classes/index.ts';
import { type DocumentTarget, requireObjectAttachmentType } from '../documents/index.ts';
import { listObjectDocuments, recordWorkflow, storeObjectDocument } from '../learning-objects/index.ts';
import { aoaAccess, requireAoa } from './aoa-access.ts';
import { aoaObjectType } from './aoa-object-type.ts';
import { requestorRosterRow } from './aoa-roster.ts';

/** GET /aoa/docs/{requestId}: the affidavit's documents (the learning-object layer's list). */
export const listAoaDocuments = defineRoute(endpoints.listAoaDocuments, {
  summary: 'The documents backing an affidavit of attendance',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ params, tx, me }) {
    return listObjectDocuments(tx, aoaObjectType, params.requestId, me());
  },
});

/**
 * An affidavit's documents: whoever may edit it (a Draft), one of its attachment types. A
 * document backing a Draft affidavit is verification type 2: the first upload chooses it when
 * nothing else was, and puts the requestor on the roster (method 1, by hand: no code backs
 * them) and links the row, so that Attendance opens. The roster row carries no
 * attendance until the affidavit is approved.
 */
export const aoaDocumentTarget: DocumentTarget = {
  async check(tx, session, requestId, typeId) {
    await requireAoa(tx, requestId, session, 'canEdit');
    await requireObjectAttachmentType(tx, AOA_OBJECT_TYPE, typeId, 'Choose an attachment type of an affidavit.');
  },
  async store(tx, ctx, requestId, typeId, upload) {
    const { session: me, now } = ctx;
    const aoa = await requireAoa(tx, requestId, me, 'canEdit');
    const id = await storeObjectDocument(tx, aoaObjectType, aoa.id, typeId, upload, ctx);
    if (aoa.verify_type_id === null || aoa.verify_type_id === VERIFY_TYPE.documents) {
      const rosterId =
        aoa.roster_id ??
        (await requestorRosterRow(tx, {
          classId: aoa.class_id,
          personId: aoa.requestor_id,
          addMethodId: ROSTER_ADD_METHOD.byHand,
          by: me.personId,
          now,
        }));
      await tx.query('UPDATE affidavits SET verify_type_id = $2, attend_code = NULL, roster_id = $3 WHERE id = $1', [
        aoa.id,
        VERIFY_TYPE.documents,
        rosterId,
      ]);
    }
    await recordWorkflow(tx, {
      objectType: AOA_OBJECT_TYPE,
      objectId: aoa.id,
      action: 'Document uploaded',
      from: aoa.status,
      to: aoa.status,
      comment: upload.filename,
      personId: me.personId,
      now,
    });
    return id;
  },
};

/**
 * POST /aoa/docs/{requestId} (multipart: file, optional attachment_type_id): a document
 * backing a Draft affidavit, with the upload limits and content-type checks of every
 * document (the layer's storeObjectDocument), stored by aoaDocumentTarget.
 */
export const uploadAoaDocument = defineRoute(endpoints.uploadAoaDocument, {
  summary: 'Upload a document backing an affidavit (multipart/form-data: file; at most 10,000,000 bytes)',
  tags: ['aoa'],
  auth: aoaAccess(),
  upload: true,
  async handler({ params, tx, me, now, req, tenant, services }) {
    const aoa = await requireAoa(tx, params.requestId, me(), 'canEdit');
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required. Send multipart/form-data with the file.');
    const typeId = formId(upload.fields, 'attachment_type_id') ?? AOA_ATTACHMENT_TYPE.id;
    await aoaDocumentTarget.check(tx, me(), aoa.id, typeId);
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    return { id: await aoaDocumentTarget.store(tx, context, aoa.id, typeId, upload), message: MESSAGES.documentUploaded };
  },
});
