import { barChart, num, passThrough, type ReportDefinition } from './report-definition.ts';

interface CourseGroup {
  status: string;
  delivery_method: string;
  courses: number;
}

const NO_METHOD = '(none)';

/** Courses (offerings of kind course) counted by status and delivery method. */
export const coursesReport: ReportDefinition<CourseGroup, CourseGroup> = {
  columns: [
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'delivery_method', label: 'Delivery method', type: 'text' },
    { key: 'courses', label: 'Courses', type: 'number' },
  ],
  pageSize: 5000,
  async units(tx, { filters }) {
    const { rows } = await tx.query<CourseGroup>(
      `SELECT c.course_status AS status, coalesce(dm.name, '${NO_METHOD}') AS delivery_method, count(*) AS courses
         FROM courses c LEFT JOIN delivery_methods dm ON dm.id = c.delivery_method_id
        WHERE c.kind = 'course' AND ($1::text IS NULL OR c.course_status = $1) AND ($2::int IS NULL OR c.delivery_method_id = $2)
        GROUP BY c.course_status, dm.name
        ORDER BY c.course_status, dm.name NULLS LAST`,
      [filters.status ?? null, filters.delivery_method_id ?? null],
    );
    return rows.map((r) => ({ ...r, courses: num(r.courses) }));
  },
  page: passThrough,
  finish(groups) {
    const statuses = [...new Set(groups.map((g) => g.status))];
    const methods = [...new Set(groups.map((g) => g.delivery_method))];
    return {
      rows: groups.map((g) => [g.status, g.delivery_method, g.courses]),
      chart: groups.length
        ? barChart(
            'Courses by status and delivery method',
            methods.map((m) => ({
              name: m,
              values: new Map(groups.filter((g) => g.delivery_method === m).map((g) => [g.status, g.courses])),
            })),
            statuses,
          )
        : null,
    };
  },
};
