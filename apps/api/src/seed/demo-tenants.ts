import { ROLES, type ThemeColors } from '@cpe/contract';
import { BASELINE_SETTINGS, BASELINE_THEME, type TenantProfile } from '../shared/baseline-settings.ts';

/** Pinned demo data: later issues and their tests rely on these tenants and accounts. */
export const DEMO_PASSWORD = 'Demo!2026pass';

export interface DemoAccount {
  username: string;
  person_type: 'internal' | 'external';
  first: string;
  last: string;
  /** External accounts only; internal ones get username@emailDomain. */
  email?: string;
  role: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'accadmin', person_type: 'internal', first: 'Avery', last: 'Accadmin', role: ROLES.accAdmin },
  { username: 'admin', person_type: 'internal', first: 'Ada', last: 'Admin', role: ROLES.admin },
  { username: 'coordinator', person_type: 'internal', first: 'Cora', last: 'Coordinator', role: ROLES.coordinator },
  { username: 'instructor', person_type: 'internal', first: 'Ian', last: 'Instructor', role: ROLES.instructor },
  { username: 'learner', person_type: 'internal', first: 'Lee', last: 'Learner', role: ROLES.learner },
  {
    username: 'external.learner',
    person_type: 'external',
    first: 'Erin',
    last: 'External',
    email: 'external.learner@example.com',
    role: ROLES.learner,
  },
];

export interface DemoTenant extends TenantProfile {
  subdomain: string;
  name: string;
  theme: ThemeColors;
  /** Internal addresses are username@emailDomain. */
  emailDomain: string;
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    subdomain: 'demo',
    name: 'Demo & Partners CPAs',
    emailDomain: 'demo.example.com',
    theme: BASELINE_THEME,
    settings: {
      ...BASELINE_SETTINGS,
      defaultTimezone: 'America/New_York',
      irsCeWorkflowEnabled: true,
      pendingDeliveryWorkflow: true,
      privacyPolicy:
        'Demo & Partners CPAs keeps your learning records to administer continuing professional education and to report credits to licensing bodies.',
      personLookupEndpoint: '/api/person/{userId}',
      contentExpiryYears: 2,
      biographyExpiryMonths: 24,
      externalLogoutLocation: '',
      restrictedRoleAccess: false,
      defaultLms: 'SAP',
      helpTexts: { login: 'Sign in with your firm account.', classRoster: 'Mark attendance per day.' },
      codeOfConduct: {
        Attendance: 'I attended the sessions I am claiming and was present for the whole time recorded.',
        Attestation: 'I attest that the information I provided is complete and accurate.',
      },
      sessionTotalMinutes: 480,
      sessionIdleMinutes: 30,
      isSponsor: true,
      syncCertifiedClassesDisabled: false,
      certificateSponsorName: 'Demo & Partners CPAs Learning Institute',
      certificateSponsorContact: '100 Main Street, Springfield, IL 62701 · cpe@demo.example.com · (217) 555-0100',
      nasbaSponsorId: '109876',
      certificateSignerName: 'Dana Director',
      certificateSignerTitle: 'Director of Learning and CPE Compliance',
    },
    helpLinks: { learner: 'https://help.example.com/demo/learner', admin: 'https://help.example.com/demo/admin' },
    assets: { logo: '/assets/demo-logo.svg' },
  },
  {
    subdomain: 'acme',
    name: 'Acme Tax Advisors',
    emailDomain: 'acme.example.com',
    theme: {
      primary: '#5b2c6f',
      secondary: '#8e44ad',
      accent: '#16a085',
      error: '#b71c1c',
      warn: '#e65100',
      success: '#1b5e20',
      action: '#6a1b9a',
    },
    settings: {
      ...BASELINE_SETTINGS,
      dateFormat: 'MMM-DD-YYYY hh:mm A',
      defaultTimezone: 'America/Chicago',
      irsCeWorkflowEnabled: false,
      pendingDeliveryWorkflow: false,
      privacyPolicy: '',
      personLookupEndpoint: '/api/person/{userId}',
      contentExpiryYears: 3,
      biographyExpiryMonths: 12,
      externalLogoutLocation: 'https://sso.acme.example.com/logout',
      restrictedRoleAccess: true,
      defaultLms: 'SABA',
      helpTexts: { login: 'Acme staff: use your network account.' },
      codeOfConduct: {
        Attendance: 'I confirm my attendance as recorded.',
        Attestation: 'I attest to the accuracy of this submission.',
      },
      sessionTotalMinutes: 240,
      sessionIdleMinutes: 0,
      isSponsor: false,
      syncCertifiedClassesDisabled: true,
      certificateSponsorName: 'Acme Tax Advisors',
      certificateSponsorContact: '1 Acme Plaza, Chicago, IL 60601 · learning@acme.example.com',
      nasbaSponsorId: '',
      certificateSignerName: 'Alex Acme',
      certificateSignerTitle: 'Learning Partner',
    },
    helpLinks: { learner: 'https://help.example.com/acme/learner', admin: 'https://help.example.com/acme/admin' },
    assets: { logo: '/assets/acme-logo.svg' },
  },
];
