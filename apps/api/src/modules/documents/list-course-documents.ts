import { courseDocumentsResponse, courseIdParams } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, loadCourse } from '../courses/course-access.ts';

export const listCourseDocuments = defineRoute({
  method: 'GET',
  url: '/docs/course/:id',
  summary: "The course's documentation and the attachment types it may have",
  tags: ['documents'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: courseDocumentsResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    const types = await tx.query<{ id: number; name: string }>(
      'SELECT id, name FROM attachment_types WHERE learning_object_type_id = $1 ORDER BY id',
      [COURSE_OBJECT_TYPE],
    );
    const docs = await tx.query<{ size_bytes: string } & Record<string, unknown>>(
      `SELECT d.id, d.doc_name, d.attachment_type_id, t.name AS attachment_type, d.content_type, d.size_bytes::int AS size_bytes,
              ${personNameSql('p')} AS created_by_name, ${isoSql('d.created_at')} AS created_at
         FROM documents d JOIN attachment_types t ON t.id = d.attachment_type_id JOIN persons p ON p.id = d.created_by
        WHERE d.learning_object_type_id = $1 AND d.learning_object_id = $2 AND d.removed_at IS NULL
        ORDER BY d.created_at DESC, d.id DESC`,
      [COURSE_OBJECT_TYPE, params.id],
    );
    return { attachmentTypes: types.rows, documents: docs.rows as never };
  },
});
