// No zod here: the browser needs these names on its first page, before any schema.
/**
 * Tenant reference settings, loaded by the browser at start-up through
 * GET /sys-config/get-refs-by-user as `{ mutation, data }` entries. The mutation
 * name says which piece of browser state the entry sets.
 */
export const REF_MUTATIONS = {
  tenant: 'setTenant',
  themeColors: 'setThemeColors',
  assets: 'setAssets',
  dateFormat: 'setDateFormat',
  defaultTimezone: 'setDefaultTimezone',
  irsCeWorkflowEnabled: 'setIrsCeWorkflowEnabled',
  pendingDeliveryWorkflow: 'setPendingDeliveryWorkflow',
  privacyPolicy: 'setPrivacyPolicy',
  passwordPattern: 'setPasswordPattern',
  passwordComplexityMessage: 'setPasswordComplexityMessage',
  personLookupEndpoint: 'setPersonLookupEndpoint',
  personLookupHttpAction: 'setPersonLookupHttpAction',
  maintenance: 'setMaintenance',
  contentExpiryYears: 'setContentExpiryYears',
  biographyExpiryMonths: 'setBiographyExpiryMonths',
  externalLogoutLocation: 'setExternalLogoutLocation',
  restrictedRoleAccess: 'setRestrictedRoleAccess',
  defaultLms: 'setDefaultLms',
  helpTexts: 'setHelpTexts',
  codeOfConduct: 'setCodeOfConduct',
  externalCourseTypes: 'setExternalCourseTypes',
  functionTypes: 'setFunctionTypes',
  contentAreaTypes: 'setContentAreaTypes',
  sessionTime: 'setSessionTime',
} as const;
export type RefMutation = (typeof REF_MUTATIONS)[keyof typeof REF_MUTATIONS];
