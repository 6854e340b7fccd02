import { ATTACHMENT_TYPE_IDS, endpoints, MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { storeClassDocument } from '../classes/index.ts';
import { recordBiographyMarker, requirePersonAccess, storeBiography } from './biography.ts';
import { storePersonDocument } from './person-documents.ts';

const FORM_HINT = 'Send multipart/form-data with attachment_type_id, in_people_id (or in_class_id) and the file.';

/**
 * POST /docs/class (multipart), as the spec names the upload: attachment_type_id 11 is a
 * biography of in_people_id, expiring after the tenant's biography months; without a file it
 * is the INVALID marker; another person attachment type with in_people_id is one of the
 * person's other documents (person-documents.ts). 32 is class documentation of in_class_id, for those who
 * may edit that class (class-documents.ts). Ids in the form are decimal digits, as in paths.
 */
export const uploadDocument = defineRoute(endpoints.uploadDocument, {
  summary:
    'Upload a document (multipart/form-data): attachment_type_id 11 with in_people_id is a biography (without a file: the INVALID marker); 32 with in_class_id is class documentation',
  tags: ['documents'],
  auth: allow.signedIn(),
  upload: true,
  async handler({ tx, me, now, req, tenant, services }) {
    const fields = req.formFields;
    if (!fields) throw invalid('body', FORM_HINT);
    const upload = req.upload;
    const typeId = formId(fields, 'attachment_type_id');
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    if (typeId === ATTACHMENT_TYPE_IDS.classDocumentation) {
      const classId = formId(fields, 'in_class_id');
      if (classId === undefined) throw invalid('body.in_class_id', 'Required.');
      if (!upload) throw invalid('body.file', MESSAGES.required);
      return { id: await storeClassDocument(tx, context, classId, typeId, upload), message: MESSAGES.documentUploaded };
    }
    const personId = formId(fields, 'in_people_id');
    if (typeId !== ATTACHMENT_TYPE_IDS.biography) {
      if (personId === undefined || typeId === undefined)
        throw invalid(
          'body.attachment_type_id',
          'Only biographies (11), person documents (with in_people_id) and class documentation (32, with in_class_id) are uploaded here.',
        );
      // A person's other documents (the Documentation page of user administration).
      return { id: await storePersonDocument(tx, context, personId, typeId, upload), message: MESSAGES.documentUploaded };
    }
    if (personId === undefined) throw invalid('body.in_people_id', 'Required.');
    await requirePersonAccess(tx, personId, me());
    if (!upload) return { id: await recordBiographyMarker(tx, personId, me(), now), message: MESSAGES.settingsUpdated };
    return { id: await storeBiography(tx, context, personId, upload), message: MESSAGES.documentUploaded };
  },
});
