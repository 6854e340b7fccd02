import {
  ADMIN_PAGE_ROLES,
  csvRow,
  endpoints,
  IRS_REPORT_COLUMNS,
  type IrsReportResponse,
  irsCompletionProblem,
  irsUploadRow,
  PTIN_ID_TYPE,
  recordIrsHours,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { toXlsx, XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';

type Row = IrsReportResponse['rows'][number];

/**
 * The per-attendee completions of IRS CE courses in a period: one row per learner and certified
 * class of a course flagged IRS CE, read from the live credit record (ADR 0051), with the IRS CE
 * hours of its minutes rounded once by the IRS rule (recordIrsHours: whole 50-minute hours) and
 * the completion date. Names are the legal names when the person has them, as the IRS matches
 * them against the PTIN. Rows that fail the checks (no or a malformed PTIN, a course number not
 * in IRS format) are problems, never in the upload.
 */
export async function irsCompletions(tx: Queryable, from: string, to: string): Promise<IrsReportResponse> {
  const { rows } = await tx.query<Omit<Row, 'ce_hours'> & { minutes: string | number | null; total: string | number }>(
    `SELECT r.person_id, r.class_id,
            coalesce(nullif(p.name_legal_first, ''), p.name_primary_first) AS first_name,
            coalesce(nullif(p.name_legal_last, ''), p.name_primary_last) AS last_name,
            (SELECT i.value FROM person_ids i WHERE i.person_id = p.id AND upper(i.id_type) = $3
              ORDER BY i.is_primary DESC, i.id LIMIT 1) AS ptin,
            coalesce(c.irs_program_number, '') AS program_number,
            r.minutes, r.total, to_char(r.completed_on, 'YYYY-MM-DD') AS completion_date
       FROM credit_records r
       JOIN classes k ON k.id = r.class_id AND k.status = 'Certified'
       JOIN courses c ON c.id = k.course_id AND c.is_irs_ce
       JOIN persons p ON p.id = r.person_id
      WHERE r.superseded_at IS NULL AND r.completed_on BETWEEN $1::date AND $2::date
      ORDER BY r.completed_on, last_name, first_name, r.person_id, r.class_id
      LIMIT 100000`,
    [from, to, PTIN_ID_TYPE],
  );
  const report: IrsReportResponse = { rows: [], problems: [] };
  for (const { minutes, total, ...r } of rows) {
    const hours = recordIrsHours({ minutes: minutes === null ? null : Number(minutes), total: Number(total) });
    const row = { ...r, ptin: r.ptin?.trim().toUpperCase() ?? null, ce_hours: hours };
    const problem = irsCompletionProblem(row);
    if (problem === null) report.rows.push(row);
    else report.problems.push({ ...row, problem });
  }
  return report;
}

export const getIrsReport = defineRoute(endpoints.getIrsReport, {
  summary: 'IRS CE completions of a period: the rows the upload files and the problems left out',
  tags: ['admin area'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-irs']),
  handler: async ({ query, tx }) => irsCompletions(tx, query.from, query.to),
});

export const downloadIrsReport = defineRoute(endpoints.downloadIrsReport, {
  summary: 'The IRS upload spreadsheet of a period (XLSX or CSV, formula-safe): only rows that pass the checks',
  tags: ['admin area'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-irs']),
  async handler({ query, tx, reply }) {
    const { rows } = await irsCompletions(tx, query.from, query.to);
    const table = [[...IRS_REPORT_COLUMNS], ...rows.map(irsUploadRow)];
    const name = `irs-ce-${query.from}-${query.to}.${query.format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('x-export-rows', String(rows.length));
    if (query.format === 'csv') {
      reply.type('text/csv; charset=utf-8');
      return `${table.map(csvRow).join('\r\n')}\r\n`;
    }
    reply.type(XLSX_CONTENT_TYPE);
    return Buffer.from(toXlsx([{ name: 'IRS CE', rows: table }]));
  },
});
