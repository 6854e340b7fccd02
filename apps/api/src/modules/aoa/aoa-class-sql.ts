import { ymdSql } from '../../db/sql.ts';

/** The class facts the AOA start screen shows (GET /aoa/get-class, POST /aoa/class-search), from classes k. */
export const AOA_CLASS_COLUMNS = `k.id AS "classId", k.class_title, c.title AS course_title, ${ymdSql('k.start_date')} AS start_date,
  (SELECT ${ymdSql('max(d.class_date)')} FROM class_days d WHERE d.class_id = k.id) AS end_date,
  k.timezone, k.location, k.facility, coalesce(km.name, cm.name) AS delivery_method, k.status`;

export const AOA_CLASS_FROM = `classes k JOIN courses c ON c.id = k.course_id
  LEFT JOIN delivery_methods km ON km.id = k.delivery_method_id LEFT JOIN delivery_methods cm ON cm.id = c.delivery_method_id`;
