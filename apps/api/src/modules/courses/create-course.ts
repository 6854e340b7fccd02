import { CREATE_COURSE_REQUIREMENT, endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE } from '../../shared/course-access.ts';
import { recordWorkflow } from '../learning-objects/index.ts';

export const createCourse = defineRoute(endpoints.createCourse, {
  summary: "A new Draft course ('New course' on course search); its creator becomes its Owner contact",
  tags: ['courses'],
  auth: allow.permissions(...CREATE_COURSE_REQUIREMENT),
  async handler({ body, tx, me, now }) {
    const personId = me().personId;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO courses (title, agenda_type_id, delivery_method_id, created_by, created_at, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $4, $5) RETURNING id`,
      [body.title, body.agenda_type_id ?? null, body.delivery_method_id ?? null, personId, now],
    );
    const id = (rows[0] as { id: number }).id;
    await tx.query("INSERT INTO course_people (course_id, person_id, contact_role) VALUES ($1, $2, 'Owner')", [id, personId]);
    await recordWorkflow(tx, {
      objectType: COURSE_OBJECT_TYPE,
      objectId: id,
      action: 'Created',
      from: null,
      to: 'Draft',
      version: 1,
      personId,
      now,
    });
    return { id };
  },
});
