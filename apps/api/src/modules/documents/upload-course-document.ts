import { endpoints, MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse } from '../courses/course-access.ts';
import { courseObjectType } from '../courses/course-object-type.ts';
import { storeObjectDocument } from '../learning-objects/object-documents.ts';

export const uploadCourseDocument = defineRoute(endpoints.uploadCourseDocument, {
  summary: 'Upload one document to the course (multipart/form-data: attachment_type_id, file; at most 10,000,000 bytes)',
  tags: ['documents'],
  auth: courseAccess(),
  upload: true,
  async handler({ params, tx, me, now, req, tenant, services }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required. Send multipart/form-data with attachment_type_id and the file.');
    const typeId = formId(upload.fields, 'attachment_type_id');
    const { rows } = await tx.query('SELECT 1 FROM attachment_types WHERE id = $1 AND learning_object_type_id = $2', [
      typeId ?? null,
      COURSE_OBJECT_TYPE,
    ]);
    if (typeId === undefined || rows.length === 0) throw invalid('body.attachment_type_id', 'Choose an attachment type of a course.');
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    const id = await storeObjectDocument(tx, courseObjectType, course.id, typeId, upload, context);
    return { id, message: MESSAGES.documentUploaded };
  },
});
