import { type attendableClasses, endpoints } from '@cpe/contract';
import type { z } from 'zod';
import { ymdSql } from '../../../db/sql.ts';
import { allow } from '../../../platform/authorize.ts';
import { defineRoute } from '../../../platform/route.ts';

export const listAttendableClasses = defineRoute(endpoints.listAttendableClasses, {
  summary: 'Classes a learner may enter a code for: Uncertified, with a class day within a day of today in the class timezone',
  tags: ['classes'],
  auth: allow.signedIn(),
  async handler({ tx, now }) {
    const { rows } = await tx.query<z.infer<typeof attendableClasses>[number]>(
      `SELECT k.id, k.class_title, array_agg(${ymdSql('d.class_date')} ORDER BY d.day) AS dates
         FROM classes k JOIN class_days d ON d.class_id = k.id
        WHERE k.status = 'Uncertified'
          AND EXISTS (SELECT 1 FROM class_days t WHERE t.class_id = k.id
                       AND t.class_date BETWEEN ($1::timestamptz AT TIME ZONE k.timezone)::date - 1
                                            AND ($1::timestamptz AT TIME ZONE k.timezone)::date + 1)
        GROUP BY k.id, k.class_title
        ORDER BY min(d.class_date), k.id
        LIMIT 100`,
      [now],
    );
    return rows;
  },
});
