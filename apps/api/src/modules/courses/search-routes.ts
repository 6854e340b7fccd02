import { exportCourses } from './export-courses.ts';
import { searchCourses } from './search-courses.ts';

/** Course search and its CSV export; GET /course/search is static, so it wins over /course/:id. */
export const courseSearchRoutes = [searchCourses, exportCourses];
