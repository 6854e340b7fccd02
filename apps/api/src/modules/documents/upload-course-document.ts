import { endpoints, MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { formId } from '../../platform/uploads.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse, touchCourse } from '../courses/course-access.ts';
import { storeUpload } from './storage.ts';

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
    if (rows.length === 0) throw invalid('body.attachment_type_id', 'Choose an attachment type of a course.');
    const stored = await storeUpload(services.config.storageDir, tenant.id, upload, now);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO documents (learning_object_type_id, learning_object_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        COURSE_OBJECT_TYPE,
        course.id,
        typeId,
        upload.filename,
        stored.contentType,
        upload.size,
        stored.sha256,
        stored.key,
        me().personId,
        now,
      ],
    );
    await touchCourse(tx, course.id, me().personId, now);
    return { id: (inserted.rows[0] as { id: number }).id, message: MESSAGES.documentUploaded };
  },
});
