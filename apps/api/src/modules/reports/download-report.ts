import { csvRow, endpoints, type ReportColumn, type ReportRow } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { toXlsx, XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';
import { finishedRows, loadRun, reportsPage } from './report-access.ts';

const CRLF = '\r\n';

/** A finished run as CSV (CRLF): a header of the column labels, then every row; cells through csvRow (formula rule). */
export function reportCsv(columns: ReportColumn[], rows: ReportRow[]): string {
  return [csvRow(columns.map((c) => c.label)), ...rows.map((r) => csvRow(r))].join(CRLF) + CRLF;
}

const fileName = (report: string, id: number, ext: string) => `report-${report}-${id}.${ext}`;

export const downloadReportCsv = defineRoute(endpoints.downloadReportCsv, {
  summary: 'A finished report run as CSV (formula-safe)',
  tags: ['reports'],
  auth: reportsPage(),
  async handler({ params, tx, now, reply }) {
    const run = await loadRun(tx, params.id, now);
    const { columns, rows } = finishedRows(run);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(run.report, run.id, 'csv')}"`)
      .header('x-export-rows', String(rows.length));
    return reportCsv(columns, rows);
  },
});

export const downloadReportXlsx = defineRoute(endpoints.downloadReportXlsx, {
  summary: 'A finished report run as an XLSX workbook (formula-safe)',
  tags: ['reports'],
  auth: reportsPage(),
  async handler({ params, tx, now, reply }) {
    const run = await loadRun(tx, params.id, now);
    const { columns, rows } = finishedRows(run);
    const bytes = toXlsx([{ name: 'Report', rows: [columns.map((c) => c.label), ...rows] }]);
    reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName(run.report, run.id, 'xlsx')}"`)
      .header('x-export-rows', String(rows.length));
    return Buffer.from(bytes);
  },
});
