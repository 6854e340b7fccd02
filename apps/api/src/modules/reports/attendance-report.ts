import { attendanceRate, CLASS_STATUSES } from '@cpe/contract';
import { barChart, num, type ReportDefinition } from './report-definition.ts';

interface ClassLine {
  class_title: string;
  course_title: string;
  start_date: string | null;
  delivery_method: string | null;
  status: string;
  roster: number;
  attended: number;
}

const STATUSES: string[] = [...CLASS_STATUSES];

/**
 * Class attendance and certification status: the classes (of courses) whose first day is in the
 * period, with their live roster, the learners who attended at least one day, and the rate.
 */
export const attendanceReport: ReportDefinition<number, ClassLine> = {
  columns: [
    { key: 'class_title', label: 'Class', type: 'text' },
    { key: 'course_title', label: 'Course', type: 'text' },
    { key: 'start_date', label: 'Start date', type: 'date' },
    { key: 'delivery_method', label: 'Delivery method', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'roster', label: 'Roster', type: 'number' },
    { key: 'attended', label: 'Attended', type: 'number' },
    { key: 'attendance_rate', label: 'Attendance rate (%)', type: 'percent' },
  ],
  pageSize: 200,
  async units(tx, { filters }) {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT k.id FROM classes k JOIN courses c ON c.id = k.course_id
        WHERE c.kind = 'course'
          AND ($1::date IS NULL OR k.start_date >= $1) AND ($2::date IS NULL OR k.start_date <= $2)
          AND ($3::text IS NULL OR k.status = $3)
          AND ($4::int IS NULL OR coalesce(k.delivery_method_id, c.delivery_method_id) = $4)
        ORDER BY k.start_date NULLS LAST, k.id`,
      [filters.from ?? null, filters.to ?? null, filters.status ?? null, filters.delivery_method_id ?? null],
    );
    return rows.map((r) => r.id);
  },
  async page(tx, _ctx, classIds) {
    const { rows } = await tx.query<ClassLine>(
      `SELECT k.class_title, c.title AS course_title, to_char(k.start_date, 'YYYY-MM-DD') AS start_date, dm.name AS delivery_method,
              k.status, count(r.id) AS roster,
              count(r.id) FILTER (WHERE EXISTS (SELECT 1 FROM roster_attendance a WHERE a.roster_id = r.id AND a.attended)) AS attended
         FROM classes k
         JOIN courses c ON c.id = k.course_id
         LEFT JOIN delivery_methods dm ON dm.id = coalesce(k.delivery_method_id, c.delivery_method_id)
         LEFT JOIN class_roster r ON r.class_id = k.id AND r.removed_at IS NULL
        WHERE k.id = ANY($1::int[])
        GROUP BY k.tenant_id, k.id, c.title, dm.name
        ORDER BY k.start_date NULLS LAST, k.id`,
      [classIds],
    );
    return rows.map((r) => ({ ...r, roster: num(r.roster), attended: num(r.attended) }));
  },
  finish(lines) {
    const total = (status: string, pick: (l: ClassLine) => number) =>
      lines.filter((l) => l.status === status).reduce((sum, l) => sum + pick(l), 0);
    const series = (name: string, pick: (l: ClassLine) => number) => ({
      name,
      values: new Map(STATUSES.map((s) => [s, total(s, pick)])),
    });
    return {
      rows: lines.map((l) => [
        l.class_title,
        l.course_title,
        l.start_date,
        l.delivery_method,
        l.status,
        l.roster,
        l.attended,
        attendanceRate(l.roster, l.attended),
      ]),
      chart: lines.length
        ? barChart(
            'Roster and attendance by certification status',
            [series('Roster', (l) => l.roster), series('Attended', (l) => l.attended)],
            STATUSES,
          )
        : null,
    };
  },
};
