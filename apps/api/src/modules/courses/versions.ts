import { endpoints } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse } from '../../shared/course-access.ts';
import { diffSnapshots } from './course-snapshot.ts';

export const listCourseVersions = defineRoute(endpoints.listCourseVersions, {
  summary: 'Every finalized version of the course, newest first, with what changed from the version before',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    const { rows } = await tx.query<{
      version: number;
      finalized_at: string;
      finalized_by_name: string | null;
      snapshot: Record<string, unknown>;
    }>(
      `SELECT v.version, ${isoSql('v.finalized_at')} AS finalized_at, ${personNameSql('p')} AS finalized_by_name, v.snapshot
         FROM course_versions v LEFT JOIN persons p ON p.id = v.finalized_by
        WHERE v.course_id = $1 ORDER BY v.version`,
      [params.id],
    );
    return rows
      .map((v, i) => ({ ...v, changes: i === 0 ? [] : diffSnapshots((rows[i - 1] as (typeof rows)[number]).snapshot, v.snapshot) }))
      .reverse();
  },
});
