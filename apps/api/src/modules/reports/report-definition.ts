import type { ReportChart, ReportColumn, ReportFilters, ReportRow } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';

/** What a report's computation knows besides the database. */
export interface ReportContext {
  filters: ReportFilters;
  now: Date;
}

export interface ReportResult {
  rows: ReportRow[];
  chart: ReportChart | null;
}

/**
 * One report (ADR 0041). The job lists its units of work (people, classes…) in one transaction,
 * then computes them in pages, each page its own short transaction after which the run's progress
 * moves, so a large tenant's report neither holds one long transaction nor looks stuck; `finish`
 * turns what the pages found into the table's rows and the chart.
 */
export interface ReportDefinition<U, I> {
  columns: ReportColumn[];
  /** Units per page: people are costlier than rows of a grouped query. */
  pageSize: number;
  units(tx: Queryable, ctx: ReportContext): Promise<U[]>;
  page(tx: Queryable, ctx: ReportContext, units: U[]): Promise<I[]>;
  finish(items: I[], ctx: ReportContext): ReportResult;
}

/** A report whose units query already holds its items (a grouped count): pages pass them through. */
export const passThrough = async <T>(_tx: Queryable, _ctx: ReportContext, units: T[]): Promise<T[]> => units;

/** numeric and bigint arrive as text from pg and as numbers from PGlite. */
export const num = (value: unknown): number => Number(value ?? 0);

/** One bar per label, in the order given. */
export function barChart(title: string, series: { name: string; values: Map<string, number> }[], labels: string[]): ReportChart {
  return { title, labels, series: series.map((s) => ({ name: s.name, values: labels.map((l) => s.values.get(l) ?? 0) })) };
}
