import { endpoints, SIGNOFF_PERMISSIONS, type WorkList } from '@cpe/contract';
import { SqlParams } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { visibilitySql } from '../../shared/search-sql.ts';

const LIMIT = 10;
type Item = WorkList['items'][number];

async function courses(tx: Queryable, session: Session, where: (p: SqlParams) => string, detail = 'NULL'): Promise<Item[]> {
  const p = new SqlParams();
  const visible = visibilitySql(session, p);
  const { rows } = await tx.query<Item>(
    `SELECT 'course' AS kind, c.id, c.title, c.course_status AS status, ${detail} AS detail
       FROM courses c
      WHERE c.kind = 'course' AND ${where(p)}${visible ? ` AND ${visible}` : ''}
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ${LIMIT}`,
    p.values,
  );
  return rows;
}

/** Each list applies to whoever holds what it needs; a list without items is left out. */
async function workLists(tx: Queryable, s: Session): Promise<WorkList[]> {
  const lists: WorkList[] = [];
  const signoffMethods = Object.entries(SIGNOFF_PERMISSIONS)
    .filter(([, code]) => s.permissions.has(code))
    .map(([id]) => Number(id));
  if (signoffMethods.length > 0) {
    const items = await courses(
      tx,
      s,
      (p) => `c.course_status = 'Pending Signoff' AND c.delivery_method_id = ANY(${p.add(signoffMethods)}::int[])`,
    );
    lists.push({ key: 'signoff', title: 'Courses awaiting signoff', items });
  }
  const mine = (p: SqlParams) => {
    const me = p.add(s.personId);
    return `(c.created_by = ${me} OR EXISTS (SELECT 1 FROM course_people cp WHERE cp.course_id = c.id AND cp.person_id = ${me}))`;
  };
  lists.push({
    key: 'drafts',
    title: 'My courses in progress',
    items: await courses(tx, s, (p) => `c.course_status IN ('Draft', 'Editing') AND ${mine(p)}`),
  });
  lists.push({
    key: 'feedback',
    title: 'Unresolved feedback on my courses',
    items: await courses(
      tx,
      s,
      (p) =>
        `${mine(p)} AND EXISTS (SELECT 1 FROM feedback f WHERE f.learning_object_type_id = 1 AND f.learning_object_id = c.id AND NOT f.is_resolved)`,
      `(SELECT count(*) FROM feedback f WHERE f.learning_object_type_id = 1 AND f.learning_object_id = c.id AND NOT f.is_resolved)::text || ' unresolved'`,
    ),
  });
  return lists.filter((l) => l.items.length > 0);
}

export const homeWork = defineRoute(endpoints.homeWork, {
  summary: "The signed-in person's lists of work for their home page (courses awaiting signoff, courses in progress, unresolved feedback)",
  tags: ['home'],
  auth: allow.signedIn(),
  async handler({ tx, me }) {
    return workLists(tx, me());
  },
});
