import { type LazyScreen, lazyScreen } from '../lib/lazy-screen.ts';
import type { LayoutKey, ScreenKey } from '../lib/routes/route-table.ts';

/**
 * Each screen and layout is its own chunk (route-level code splitting): the
 * login page loads neither the shell nor any offering screen.
 */
export const SCREENS: Record<ScreenKey, LazyScreen> = {
  home: lazyScreen(() => import('../features/home/HomeRedirect.tsx')),
  'role-home': lazyScreen(() => import('./home/RoleHomeScreen.tsx')),
  login: lazyScreen(() => import('../features/auth/LoginScreen.tsx')),
  register: lazyScreen(() => import('../features/account/RegisterScreen.tsx')),
  signup: lazyScreen(() => import('../features/account/SignupScreen.tsx')),
  'check-email': lazyScreen(() => import('../features/account/CheckEmailScreen.tsx')),
  'forgot-password': lazyScreen(() => import('../features/account/ForgotPasswordScreen.tsx')),
  'reset-password': lazyScreen(() => import('../features/account/ResetPasswordScreen.tsx')),
  password: lazyScreen(() => import('../features/account/PasswordScreen.tsx')),
  'token-expired': lazyScreen(() => import('../features/account/TokenExpiredScreen.tsx')),
  redirect: lazyScreen(() => import('../features/account/RedirectScreen.tsx')),
  'access-denied': lazyScreen(() => import('../features/errors/AccessDeniedScreen.tsx')),
  maintenance: lazyScreen(() => import('../features/errors/MaintenanceScreen.tsx')),
  version: lazyScreen(() => import('../features/errors/VersionScreen.tsx')),
  'certificate-verify': lazyScreen(() => import('../features/certificates/VerifyCertificateScreen.tsx')),
  search: lazyScreen(() => import('../features/search/SearchScreen.tsx')),
  'course-search': lazyScreen(() => import('../features/courses/search/CourseSearchScreen.tsx')),
  course: lazyScreen(() => import('./record-screens/CourseScreen.tsx')),
  'class-search': lazyScreen(() => import('../features/classes/search/ClassSearchScreen.tsx')),
  class: lazyScreen(() => import('./record-screens/ClassScreen.tsx')),
  'instructor-class': lazyScreen(() => import('../features/classes/instructor/InstructorClassScreen.tsx')),
  'instructor-agenda': lazyScreen(() => import('../features/classes/instructor/InstructorAgendaScreen.tsx')),
  'instructor-roster': lazyScreen(() => import('../features/classes/instructor/InstructorRosterScreen.tsx')),
  'learner-attendance': lazyScreen(() => import('../features/classes/attend/AttendanceCodeScreen.tsx')),
  'course-nasba': lazyScreen(() => import('../features/courses/nasba/NasbaPage.tsx')),
  offering: lazyScreen(() => import('../features/offerings/OfferingScreen.tsx')),
  page: lazyScreen(() => import('../features/admin/PageScreen.tsx')),
  reports: lazyScreen(() => import('../features/reports/ReportsScreen.tsx')),
  roles: lazyScreen(() => import('../features/roles/roles/RolesScreen.tsx')),
  permissions: lazyScreen(() => import('../features/roles/permissions/PermissionsScreen.tsx')),
  'admin-healthcheck': lazyScreen(() => import('../features/admin-area/health/HealthCheckScreen.tsx')),
  'admin-irs': lazyScreen(() => import('../features/admin-area/irs/IrsScreen.tsx')),
  'admin-validation': lazyScreen(() => import('../features/admin-area/validation/ValidationSettingsScreen.tsx')),
  'credit-limitations': lazyScreen(() => import('../features/credit-limitations/CreditLimitationsScreen.tsx')),
  'credit-limitation-log': lazyScreen(() => import('../features/credit-limitations/ErrorLogScreen.tsx')),
  'nasba-sets': lazyScreen(() => import('../features/nasba-sets/NasbaSetsScreen.tsx')),
  'nasba-set': lazyScreen(() => import('../features/nasba-sets/NasbaSetScreen.tsx')),
  'external-cpe': lazyScreen(() => import('./record-screens/ExternalCpeScreen.tsx')),
  'external-cpe-start': lazyScreen(() => import('../features/external-cpe/start/StartRequestScreen.tsx')),
  'external-cpe-certificate': lazyScreen(() => import('../features/external-cpe/start/CertificateStartScreen.tsx')),
  'external-cpe-search': lazyScreen(() => import('../features/external-cpe/search/EcpSearchScreen.tsx')),
  aoa: lazyScreen(() => import('../features/affidavits/workspace/AffidavitWorkspace.tsx')),
  'aoa-start': lazyScreen(() => import('../features/affidavits/start/StartAffidavitScreen.tsx')),
  'aoa-search': lazyScreen(() => import('../features/affidavits/search/AffidavitSearchScreen.tsx')),
  'learner-coc': lazyScreen(() => import('../features/affidavits/conduct/CodeOfConductScreen.tsx')),
  'independent-study': lazyScreen(() => import('./record-screens/IndependentStudyScreen.tsx')),
  'independent-study-programs': lazyScreen(() => import('../features/independent-study/programs/ProgramsScreen.tsx')),
  'independent-study-search': lazyScreen(() => import('../features/independent-study/search/StudySearchScreen.tsx')),
  'learner-independent-study-search': lazyScreen(() => import('../features/independent-study/learner/LearnerStudySearchScreen.tsx')),
  'learner-independent-study-exam': lazyScreen(() => import('../features/independent-study/learner/ExamScreen.tsx')),
  'vended-content': lazyScreen(() => import('./record-screens/VendedContentScreen.tsx')),
  'vended-content-search': lazyScreen(() => import('../features/vended-content/search/VendedSearchScreen.tsx')),
  'local-learning': lazyScreen(() => import('./record-screens/LocalLearningScreen.tsx')),
  'person-internal': lazyScreen(() => import('./record-screens/InternalPersonScreen.tsx')),
  'person-external': lazyScreen(() => import('./record-screens/ExternalPersonScreen.tsx')),
  'user-search': lazyScreen(() => import('../features/people/search/UserSearchScreen.tsx')),
  'local-learning-search': lazyScreen(() => import('../features/local-learning/search/LocalLearningSearchScreen.tsx')),
  'add-user': lazyScreen(() => import('../features/user-admin-add/add/AddUserScreen.tsx')),
  pending: lazyScreen(() => import('../features/user-admin-add/pending/PendingScreen.tsx')),
  'customer-admin': lazyScreen(() => import('../features/tenant-admin/customer/CustomerAdminScreen.tsx')),
  system: lazyScreen(() => import('../features/tenant-admin/system/SystemScreen.tsx')),
  'admin-proxy': lazyScreen(() => import('../features/proxy/ProxyScreen.tsx')),
  'admin-usermanagement': lazyScreen(() => import('../features/user-management/UserManagementScreen.tsx')),
  'email-templates': lazyScreen(() => import('../features/email-templates/EmailTemplatesScreen.tsx')),
};

/** Login and maintenance have their own frames; every other layout is the shell, configured per layout key. */
export const LoginFrame = lazyScreen(() => import('./shell/LoginFrame.tsx'));
export const ShellFrame = lazyScreen(() => import('./shell/AppShell.tsx'));

export function isBareLayout(layout: LayoutKey): boolean {
  return layout === 'login' || layout === 'maintenance';
}
