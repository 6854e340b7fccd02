import type { ComponentType } from 'react';
import { lazyScreen } from '../lib/lazy-screen.ts';
import type { LayoutKey, ScreenKey } from '../lib/routes/route-table.ts';

/**
 * Each screen and layout is its own chunk (route-level code splitting): the
 * login page loads neither the shell nor any offering screen.
 */
export const SCREENS: Record<ScreenKey, ComponentType & { preload(): void }> = {
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
  'external-cpe': lazyScreen(() => import('./record-screens/ExternalCpeScreen.tsx')),
  'external-cpe-start': lazyScreen(() => import('../features/external-cpe/start/StartRequestScreen.tsx')),
  'external-cpe-certificate': lazyScreen(() => import('../features/external-cpe/start/CertificateStartScreen.tsx')),
  'external-cpe-search': lazyScreen(() => import('../features/external-cpe/search/EcpSearchScreen.tsx')),
  aoa: lazyScreen(() => import('../features/affidavits/workspace/AffidavitWorkspace.tsx')),
  'aoa-start': lazyScreen(() => import('../features/affidavits/start/StartAffidavitScreen.tsx')),
  'aoa-search': lazyScreen(() => import('../features/affidavits/search/AffidavitSearchScreen.tsx')),
  'learner-coc': lazyScreen(() => import('../features/affidavits/conduct/CodeOfConductScreen.tsx')),
};

/** Login and maintenance have their own frames; every other layout is the shell, configured per layout key. */
export const LoginFrame = lazyScreen(() => import('./shell/LoginFrame.tsx'));
export const ShellFrame = lazyScreen(() => import('./shell/AppShell.tsx'));

export function isBareLayout(layout: LayoutKey): boolean {
  return layout === 'login' || layout === 'maintenance';
}
