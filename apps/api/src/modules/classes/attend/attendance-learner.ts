import { verifyCodeBody, verifyCodeResponse } from '@cpe/contract';
import { z } from 'zod';
import { ymdSql } from '../../../db/sql.ts';
import { allow } from '../../../platform/authorize.ts';
import { defineRoute } from '../../../platform/route.ts';
import { touchClass } from '../core/class-access.ts';
import { verifyAndAttend } from './attend-code.ts';

/** A learner's own code entry: any signed-in person of the firm, for themselves only. */

export const verifyAttendCode = defineRoute({
  method: 'POST',
  url: '/class/attend-code',
  summary: 'A learner enters the attendance code of a class: added to its roster and marked attended for the day',
  tags: ['classes'],
  auth: allow.signedIn(),
  // Codes are 31^8; a per-IP ceiling keeps guessing slow while a room behind one address can still check in.
  rateLimit: { bucket: 'attend-code', max: 120, windowSeconds: 60 },
  schema: { body: verifyCodeBody, response: verifyCodeResponse },
  async handler({ body, tx, me, now }) {
    const result = await verifyAndAttend(tx, {
      classId: body.classId,
      attendCode: body.attendCode,
      personId: me().personId,
      isExternal: me().personType === 'external',
      now,
      purpose: 'attendance',
    });
    if (result.outcome === 'valid') await touchClass(tx, body.classId, me().personId, now);
    return { is_valid_attend_code: result.outcome === 'valid', is_expired: result.outcome === 'expired', message: result.message };
  },
});

export const attendableClasses = z.array(z.object({ id: z.number().int(), class_title: z.string(), dates: z.array(z.string()) }));

export const listAttendableClasses = defineRoute({
  method: 'GET',
  url: '/class/attendable',
  summary: 'Classes a learner may enter a code for: Uncertified, with a class day within a day of today in the class timezone',
  tags: ['classes'],
  auth: allow.signedIn(),
  schema: { response: attendableClasses },
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
