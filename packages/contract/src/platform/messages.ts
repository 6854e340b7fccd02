/** User-facing strings of the product that both the server and the browser emit. */
export const MESSAGES = {
  loginRequired: 'Request Authorization Failure - Login Required',
  required: 'Required.',
  invalidEmail: 'Invalid e-mail.',
  passwordMustMatch: 'Password must match',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
  errorOccurred: 'An error occurred',
  unexpectedError: 'An unexpected error occured.',
  passwordUpdated: 'User Password successfully updated!',
  settingsUpdated: 'User Settings successfully updated!',
  noRolesFound: 'No roles found',
  documentUploaded: 'Document Successfully Uploaded',
  biographyNotExtendable: 'There is no biography to extend, or it has been extended already.',
  documentMetadataError: 'Error saving document metadata',
  documentUploadError: 'Error uploading document',
  uploadUrlError: 'Error generating document upload url',
  courseSynced: 'Course details synced, grabbing updated information',
  syncingFromSap: 'Syncing data from SAP',
  // Server-side messages the spec leaves to us; kept here so screens and tests share them.
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  tenantNotFound: 'Tenant not found',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  oldPasswordWrong: 'The old password is not correct.',
  linkInvalid: 'This link is invalid or has expired.',
  externalOnly: 'Only external users may change their username, e-mail or password.',
  usernameTaken: 'That username or e-mail is already in use.',
  serviceUnavailable: 'The service is unavailable for a moment. Please try again.',
} as const;

/** Dialog titles of the top bar's dialogs, verbatim. */
export const DIALOG_TITLES = {
  /** The confirmation of a Not Approved decision: external CPE (ECP050), local learning (LLP065), independent study. */
  doNotApprove: 'Do Not Approve',
  /** The affidavit's own: its void or Not Approved (AOA050). */
  voidNotApproveAffidavit: 'Void/Not Approve Affidavit',
} as const;

export const REGISTRATION_EMAIL_SENT = 'Registration email sent';
export const ACCOUNT_ACTIVE = 'Active';
export const FORGOT_PASSWORD_STATUS = 'Forgot Password';
