import { AGE_BUCKETS, ageBucket, ageInDays } from '@cpe/contract';
import { barChart, passThrough, type ReportDefinition } from './report-definition.ts';

interface RequestLine {
  type: string;
  status: string;
  since: Date;
}

/**
 * AOA and external CPE requests by status and age: each request's age runs from its submission
 * (from its creation while a draft) to the run, in the buckets of AGE_BUCKETS; the period filters
 * on the day the request was created.
 */
export const requestsReport: ReportDefinition<RequestLine, RequestLine> = {
  columns: [
    { key: 'request_type', label: 'Request type', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    ...AGE_BUCKETS.map((b, i) => ({ key: `age_${i + 1}`, label: b, type: 'number' as const })),
    { key: 'total', label: 'Total', type: 'number' },
  ],
  pageSize: 5000,
  async units(tx, { filters }) {
    const { rows } = await tx.query<RequestLine>(
      `SELECT 'Affidavit of attendance' AS type, status, coalesce(submitted_at, created_at) AS since, created_at FROM affidavits
       UNION ALL
       SELECT 'External CPE', request_status, coalesce(submitted_at, created_at), created_at FROM external_cpe_requests`,
    );
    const day = (d: Date) => new Date(d).toISOString().slice(0, 10);
    return (rows as (RequestLine & { created_at: Date })[])
      .filter((r) => (!filters.from || day(r.created_at) >= filters.from) && (!filters.to || day(r.created_at) <= filters.to))
      .filter((r) => !filters.status || r.status === filters.status)
      .map(({ type, status, since }) => ({ type, status, since: new Date(since) }));
  },
  page: passThrough,
  finish(lines, { now }) {
    const groups = new Map<string, { type: string; status: string; counts: number[] }>();
    for (const line of lines) {
      const key = `${line.type}\u0000${line.status}`;
      const group = groups.get(key) ?? { type: line.type, status: line.status, counts: AGE_BUCKETS.map(() => 0) };
      const bucket = AGE_BUCKETS.indexOf(ageBucket(ageInDays(line.since, now)));
      group.counts[bucket] = (group.counts[bucket] ?? 0) + 1;
      groups.set(key, group);
    }
    const sorted = [...groups.values()].sort((a, b) => a.type.localeCompare(b.type) || a.status.localeCompare(b.status));
    const labels = sorted.map((g) => `${g.type === 'External CPE' ? 'External CPE' : 'AOA'}: ${g.status}`);
    return {
      rows: sorted.map((g) => [g.type, g.status, ...g.counts, g.counts.reduce((a, b) => a + b, 0)]),
      chart: sorted.length
        ? barChart(
            'Requests by status and age',
            AGE_BUCKETS.map((bucket, i) => ({
              name: bucket,
              values: new Map(sorted.map((g, j) => [labels[j] as string, g.counts[i] ?? 0])),
            })),
            labels,
          )
        : null,
    };
  },
};
