import { endpoints, type RouteReply } from '@cpe/contract';
import { ymdSql } from '../../db/sql.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess } from './aoa-access.ts';
import { AOA_CLASS_COLUMNS, AOA_CLASS_FROM } from './aoa-class-sql.ts';

type AoaClass = RouteReply<typeof endpoints.getAoaClass>;

/**
 * GET /aoa/get-class/{id}: what a learner filing an affidavit sees of the class (title, dates,
 * timezone, location, delivery method, status, days). Any learner of the firm may look: they
 * are about to say they attended it; another firm's class is 404 under row-level security.
 */
export const getAoaClass = defineRoute(endpoints.getAoaClass, {
  summary: 'The facts of a class for the affidavit start screen',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ params, tx }) {
    const { rows } = await tx.query<Omit<AoaClass, 'days'>>(`SELECT ${AOA_CLASS_COLUMNS} FROM ${AOA_CLASS_FROM} WHERE k.id = $1`, [
      params.id,
    ]);
    const cls = rows[0];
    if (!cls) throw notFound('Class not found');
    const { rows: days } = await tx.query<AoaClass['days'][number]>(
      `SELECT day, ${ymdSql('class_date')} AS date, start_time, end_time FROM class_days WHERE class_id = $1 ORDER BY day`,
      [params.id],
    );
    return { ...cls, days };
  },
});
