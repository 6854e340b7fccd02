/**
 * User-facing strings of the affidavit of attendance, verbatim. The code and class
 * search messages are the class's (one spelling: CLASS_MESSAGES); the last group are texts
 * the spec leaves to us.
 */
import { CLASS_MESSAGES } from '../../class/index.ts';

export const AOA_MESSAGES = {
  // Attendance code and roster.
  codeVerified: CLASS_MESSAGES.codeVerified,
  codeExpired: CLASS_MESSAGES.codeExpired,
  codeWrongClass: CLASS_MESSAGES.codeWrongClass,
  noClassesFound: CLASS_MESSAGES.noClassesFound,
  classSearchError: CLASS_MESSAGES.classSearchError,
  // Success messages: a void or a Not Approved.
  voidedOrNotApproved: 'Affidavit Voided or Not Approved',

  // Ours: answers the spec describes without wording.
  created: 'Affidavit of attendance created',
  saved: 'Affidavit saved',
  submitted: 'Affidavit submitted',
  approved: 'Affidavit approved',
  notEditable: 'This affidavit can no longer be changed.',
  confirmFirst: 'Confirm your attendance before submitting.',
  needsVerification: 'Verify your attendance by code or by documents before submitting.',
  needsAttendedDay: 'Mark at least one day attended before submitting.',
  checklistFails: 'The approval checklist has failures: this affidavit cannot be approved.',
  notSubmitted: 'Only a Submitted affidavit can be approved or closed as Not Approved.',
  alreadySubmitted: 'This affidavit is already submitted: approve it (isSubmitted=1) or close it as Not Approved.',
  /** What a decision's e-mail says as its reason when staff gave none (PUT /aoa/cancel's reason is optional; ADR 0053). */
  noReasonGiven: 'No reason was given.',
  cannotVoid: 'Only a Draft or Submitted affidavit can be voided.',
  chooseOne: 'Choose either to void or to close as Not Approved.',
  classVoided: 'This class was voided: choose another class.',
  alreadyOpen: 'You already have an open affidavit for this class.',
  noDocuments: 'Upload at least one document of your attendance.',
  classLinked: 'The affidavit is linked to a class.',
  verifiedByCode: 'Attendance verified by attendance code.',
  verifiedByDocuments: 'Attendance backed by uploaded documents.',
  noVerification: 'No verification method was chosen.',
  codeNotVerified: 'The attendance code has not been verified.',
  attendedDays: (count: number) => `${count} day${count === 1 ? '' : 's'} declared attended.`,
  noAttendedDay: 'No day is declared attended.',
  confirmed: 'The learner confirmed the affidavit.',
  notConfirmed: 'The learner has not confirmed the affidavit.',
  classLive: 'The class is not voided.',
} as const;
