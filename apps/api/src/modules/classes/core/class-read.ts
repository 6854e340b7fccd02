import {
  type ClassHeader,
  type ClassResponse,
  classActionBlocked,
  classDetailsWarning,
  classStepsEnabled,
  isAgendaFinal,
  virtualFix,
} from '@cpe/contract';
import { inOrder, isoSql, ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';
import { type ClassRow, classAbilitiesFor } from '../../../shared/class-access.ts';
import { loadPageRows } from '../../learning-objects/index.ts';
import { classElementsFor } from './class-elements.ts';
import { classObjectType } from './class-object-type.ts';

type SummaryRow = Omit<
  ClassHeader,
  'is_tenant_sponsor' | 'delivered_virtually' | 'is_editable' | 'daily_attendance_codes' | 'is_course_finalized'
> & {
  is_editable: boolean;
  delivered_virtually: boolean;
  daily_attendance_codes: boolean;
  course_status: string;
};

/** The class header (without the tenant's sponsor flag), in one statement. */
async function loadSummaryRow(tx: Queryable, id: number): Promise<SummaryRow> {
  const { rows } = await tx.query<SummaryRow>(
    `SELECT k.id, k.course_id, k.class_title, k.status, k.is_editable, at.name AS agenda_type, c.agenda_type_id,
            coalesce(kdm.name, cdm.name) AS delivery_method,
            CASE WHEN k.delivery_method_id IS NULL THEN NULL ELSE json_build_object('id', k.delivery_method_id) END AS delivery_method_object,
            cdm.name AS course_delivery_method, c.delivery_method_id AS course_delivery_method_id,
            k.delivered_virtually, k.facility, k.location, json_build_object('timezone', k.timezone) AS timezone_data,
            (SELECT count(*)::int FROM attendance_codes a WHERE a.class_id = k.id) AS attendance_codes,
            k.daily_attendance_codes, k.cq_duration, k.sponsor, k.focus_code, k.lms_id, k.alternate_id, c.course_status,
            (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL) AS roster_count,
            k.cpe_calc_method, json_build_object('is_irs_ce', c.is_irs_ce, 'irs_program_number', c.irs_program_number) AS irs_ce_info,
            coalesce((SELECT json_agg(json_build_object('day', d.day, 'date', ${ymdSql('d.class_date')}, 'start_time', d.start_time,
                                                        'end_time', d.end_time, 'starts_at', ${isoSql('d.starts_at')},
                                                        'ends_at', ${isoSql('d.ends_at')}) ORDER BY d.day)
                        FROM class_days d WHERE d.class_id = k.id), '[]') AS days,
            ${ymdSql('k.start_date')} AS start_date, k.needs_recertification
       FROM classes k
       JOIN courses c ON c.id = k.course_id
       LEFT JOIN agenda_types at ON at.id = c.agenda_type_id
       LEFT JOIN delivery_methods kdm ON kdm.id = k.delivery_method_id
       LEFT JOIN delivery_methods cdm ON cdm.id = c.delivery_method_id
      WHERE k.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`class ${id} vanished inside its transaction`);
  return row;
}

/** The class header: a VIRTUAL facility reads as delivered virtually (writes save it; a GET may not write). */
export async function loadClassHeader(tx: Queryable, id: number): Promise<ClassHeader> {
  const [row, settings] = await inOrder(
    () => loadSummaryRow(tx, id),
    () => loadTenantSettings(tx, ['isSponsor']),
  );
  const { course_status, ...rest } = row;
  const virtual = row.delivered_virtually || virtualFix(row) !== null;
  return {
    ...rest,
    is_editable: row.is_editable ? 1 : 0,
    delivered_virtually: virtual ? 1 : 0,
    daily_attendance_codes: row.daily_attendance_codes ? 1 : 0,
    is_course_finalized: isAgendaFinal(course_status) ? 1 : 0,
    is_tenant_sponsor: settings.isSponsor === true ? 1 : 0,
  };
}

/** Everything GET /class/{id} answers: the header, what the caller may do, the step states and the warnings. */
export async function loadClassResponse(tx: Queryable, cls: ClassRow, session: Session): Promise<ClassResponse> {
  const [classSummary, abilities, pages] = await inOrder(
    () => loadClassHeader(tx, cls.id),
    () => classAbilitiesFor(tx, cls, session),
    () => loadPageRows(tx, classObjectType),
  );
  const states = classStepsEnabled(
    {
      status: classSummary.status,
      is_editable: classSummary.is_editable,
      is_tenant_sponsor: classSummary.is_tenant_sponsor,
      delivery_method_id: cls.delivery_method_id ?? cls.course_delivery_method_id,
    },
    pages,
  );
  return {
    classSummary,
    abilities,
    steps: pages.map((p) => ({ step: p.step, title: p.title, path: p.path, state: states[p.step] ?? 'enabled' })),
    detailsWarning: classDetailsWarning(cls.course_delivery_method_id, cls.delivery_method_id),
    actionBlocked: classActionBlocked(classSummary),
    elements: await classElementsFor(tx, cls, abilities),
  };
}
