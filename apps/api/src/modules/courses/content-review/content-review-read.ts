import { contentReviewApplies, type reviewStatusResponse } from '@cpe/contract';
import type { z } from 'zod';
import { inOrder, personNameSql, ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';
import type { CourseRow } from '../../../shared/course-access.ts';

type ReviewStatus = z.infer<typeof reviewStatusResponse>;

/** Reviewers per agenda day, with the developers of that day's modules (who may not review it). */
export async function loadReviewStatus(tx: Queryable, course: CourseRow): Promise<ReviewStatus> {
  const [days, reviewers, settings] = await inOrder(
    () =>
      tx.query<{ day: number; developer_ids: number[] }>(
        `SELECT day, coalesce(array_agg(DISTINCT developer_id) FILTER (WHERE developer_id IS NOT NULL), '{}') AS developer_ids
         FROM agenda_modules WHERE course_id = $1 GROUP BY day ORDER BY day`,
        [course.id],
      ),
    () =>
      tx.query<ReviewStatus['days'][number]['reviewers'][number] & { day: number }>(
        `SELECT r.id, r.day, r.reviewer_id, ${personNameSql('p')} AS name, r.is_attested,
              ${ymdSql('r.start_date')} AS start_date, ${ymdSql('r.completion_date')} AS completion_date, r.note
         FROM content_reviews r JOIN persons p ON p.id = r.reviewer_id
        WHERE r.course_id = $1 ORDER BY r.day, name`,
        [course.id],
      ),
    () => loadTenantSettings(tx, ['isSponsor']),
  );
  return {
    required: contentReviewApplies(settings.isSponsor === true, course.agenda_type_id),
    finalizationDate: course.finalization_date,
    days: days.rows.map((d) => ({
      day: d.day,
      developer_ids: d.developer_ids,
      reviewers: reviewers.rows.filter((r) => r.day === d.day).map(({ day: _day, ...r }) => r),
    })),
  };
}
