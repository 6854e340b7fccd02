/** The work lists each role's home points to first (route names of the route table). */
export const ROLE_WORK: Record<string, readonly string[]> = {
  accadmin: ['accadmin-creditlimitation', 'accadmin-errorlog', 'accadmin-healthcheck', 'accadmin-nasbaquestions', 'user-administration'],
  admin: [
    'course-search',
    'class-search',
    'learner-cpe-admin-search',
    'learner-affidavitofattendance-admin',
    'user-administration',
    'email-templates',
  ],
  coordinator: ['class-search', 'learner-affidavitofattendance-admin', 'locallearning-search'],
  instructor: ['class-search', 'course-search'],
  learner: [
    'learner-attendance',
    'learner-affidavit',
    'learner-cpe-search',
    'learner-affidavitofattendance-search',
    'learner-independentstudy-search',
  ],
};
