import {
  ADMIN_PAGE_ROLES,
  csvRow,
  endpoints,
  IRS_REPORT_COLUMNS,
  type IrsReportResponse,
  irsCompletionProblem,
  irsUploadRow,
  PTIN_ID_TYPE,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { toXlsx, XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';

type Row = IrsReportResponse['rows'][number];

/**
 * The per-attendee completions of IRS CE courses in a period: one row per learner and certified
 * class of a course flagged IRS CE, with the CE hours the certification wrote to the transcript
 * (all fields of study together, in whole hours as the IRS takes them) and the completion date. Names are the legal names when the
 * person has them, as the IRS matches them against the PTIN. Rows that fail the checks (no or
 * a malformed PTIN, a course number not in IRS format) are problems, never in the upload.
 */
export async function irsCompletions(tx: Queryable, from: string, to: string): Promise<IrsReportResponse> {
  const { rows } = await tx.query<Omit<Row, 'ce_hours'> & { ce_hours: string }>(
    `SELECT t.person_id, t.class_id,
            coalesce(nullif(p.name_legal_first, ''), p.name_primary_first) AS first_name,
            coalesce(nullif(p.name_legal_last, ''), p.name_primary_last) AS last_name,
            (SELECT i.value FROM person_ids i WHERE i.person_id = p.id AND upper(i.id_type) = $3
              ORDER BY i.is_primary DESC, i.id LIMIT 1) AS ptin,
            coalesce(c.irs_program_number, '') AS program_number,
            sum(t.credits)::text AS ce_hours, max(t.completed_on)::text AS completion_date
       FROM transcripts t
       JOIN classes k ON k.id = t.class_id AND k.status = 'Certified'
       JOIN courses c ON c.id = k.course_id AND c.is_irs_ce
       JOIN persons p ON p.id = t.person_id
      WHERE t.completed_on BETWEEN $1::date AND $2::date
      GROUP BY t.person_id, t.class_id, p.tenant_id, p.id, c.irs_program_number
      ORDER BY max(t.completed_on), last_name, first_name, t.person_id, t.class_id
      LIMIT 100000`,
    [from, to, PTIN_ID_TYPE],
  );
  const report: IrsReportResponse = { rows: [], problems: [] };
  for (const r of rows) {
    // The IRS takes whole hours: a part of a 50-minute hour is not reported.
    const row = { ...r, ptin: r.ptin?.trim().toUpperCase() ?? null, ce_hours: Math.floor(Number(r.ce_hours)) };
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
