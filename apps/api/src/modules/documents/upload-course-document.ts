import { endpoints, MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse } from '../../shared/course-access.ts';
import { courseObjectType } from '../courses/index.ts';
import { storeObjectDocument } from '../learning-objects/index.ts';
import { type DocumentTarget, requireObjectAttachmentType } from './document-target.ts';

/** A course's documents (and those of the offerings kept as courses): whoever may edit the course, a course attachment type. */
export const courseDocumentTarget: DocumentTarget = {
  async check(tx, session, courseId, typeId) {
    await requireCourse(tx, courseId, session, 'edit');
    await requireObjectAttachmentType(tx, COURSE_OBJECT_TYPE, typeId, 'Choose an attachment type of a course.');
  },
  store: (tx, ctx, courseId, typeId, upload) => storeObjectDocument(tx, courseObjectType, courseId, typeId, upload, ctx),
};

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
    if (typeId === undefined) throw invalid('body.attachment_type_id', 'Choose an attachment type of a course.');
    await courseDocumentTarget.check(tx, me(), course.id, typeId);
    const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
    const id = await courseDocumentTarget.store(tx, context, course.id, typeId, upload);
    return { id, message: MESSAGES.documentUploaded };
  },
});
