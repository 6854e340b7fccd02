import type { FastifyReply } from 'fastify';

const CRLF = '\r\n';

/** A CSV download (RFC 4180 with CRLF; every cell went through the contract's csvRow), with the export headers of course search. */
export function sendCsv(reply: FastifyReply, filename: string, lines: string[], meta: { rows: number; truncated: boolean }): string {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(meta.rows));
  if (meta.truncated) reply.header('x-export-truncated', 'true');
  return lines.join(CRLF) + CRLF;
}
