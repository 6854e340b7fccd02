import { DEFAULT_MAX_DOCUMENT_BYTES, DEFAULT_PASSWORD_POLICY, type TenantSettings, type ThemeColors } from '@cpe/contract';

/**
 * The reference settings (date format, timezone, password rule, LMS, …) a firm starts with. A new firm (npm run tenant:create)
 * gets exactly these; the demo tenants override some. Optional workflows are off until a
 * firm turns them on: not a NASBA sponsor (no content review), no IRS CE workflow.
 */
export const BASELINE_SETTINGS: TenantSettings = {
  dateFormat: 'MMM-DD-YYYY hh:mm A',
  defaultTimezone: 'America/New_York',
  irsCeWorkflowEnabled: false,
  pendingDeliveryWorkflow: false,
  privacyPolicy: '',
  passwordPattern: DEFAULT_PASSWORD_POLICY.pattern,
  passwordComplexityMessage: DEFAULT_PASSWORD_POLICY.complexityMessage,
  personLookupEndpoint: '/api/person/{userId}',
  personLookupHttpAction: 'GET',
  maintenance: 0,
  contentExpiryYears: 2,
  biographyExpiryMonths: 24,
  externalLogoutLocation: '',
  restrictedRoleAccess: false,
  defaultLms: 'SAP',
  helpTexts: {},
  codeOfConduct: {
    Attendance: 'I attended the sessions I am claiming and was present for the whole time recorded.',
    Attestation: 'I attest that the information I provided is complete and accurate.',
  },
  externalCourseTypes: ['Conference', 'Seminar', 'Webinar', 'Self-study', 'University course'],
  functionTypes: ['Audit', 'Tax', 'Advisory', 'Firm Services'],
  contentAreaTypes: ['Technical', 'Professional Skills', 'Ethics', 'Industry'],
  sessionTotalMinutes: 480,
  // Session rule: "The idle timeout is set to 0, which disables it." A firm may choose one (/customer-admin); ADR 0053.
  sessionIdleMinutes: 0,
  isSponsor: false,
  syncCertifiedClassesDisabled: false,
  authProvider: 'password',
  // A new firm's certificates name the firm itself until it sets these (ADR 0032).
  certificateSponsorName: '',
  certificateSponsorContact: '',
  nasbaSponsorId: '',
  certificateSignerName: '',
  certificateSignerTitle: '',
  maxDocumentBytes: DEFAULT_MAX_DOCUMENT_BYTES,
  // /admin/usermanagement: external users may register, with any e-mail address, until the firm says otherwise.
  registrationOpen: true,
  externalEmailDomains: [],
};

/** Theme colours of a firm that has not chosen its own (primary, secondary, accent, error, warn, success, action). */
export const BASELINE_THEME: ThemeColors = {
  primary: '#1f4e79',
  secondary: '#2e75b6',
  accent: '#f2a900',
  error: '#c62828',
  warn: '#ef6c00',
  success: '#2e7d32',
  action: '#00838f',
};

/** What makes one firm's baseline differ from another's: its settings, help links and assets. */
export interface TenantProfile {
  settings: TenantSettings;
  helpLinks: Partial<Record<'learner' | 'admin', string>>;
  assets: Record<string, string>;
}
