/**
 * User-facing strings of classes, verbatim, so that the server's
 * answers, the screens and the tests cannot drift apart. Strings the platform
 * already owns come from MESSAGES rather than being spelled twice. The last group
 * are texts the spec leaves to us (missed-time checks, credit limitation reasons,
 * warnings it describes without wording).
 */
import { MESSAGES } from '../../platform/index.ts';

// Credits as the certificate shows them: always one decimal ('1.0', '0.5').
const credit = (value: number) => value.toFixed(1);
const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

export const CLASS_MESSAGES = {
  // Attendance code and roster.
  codeVerified: 'Request code has been successfully verified',
  codeExpired: 'Attendance Code Expired. Please use a different verification method.',
  codeWrongClass: 'Provided Attendance Code does not match the selected class.',
  noClassesFound: 'No Classes Found',
  classSearchError: 'Error executing class search',
  learnerAlreadyOnRoster: 'This learner is already attached to this roster.',
  unexpectedError: MESSAGES.unexpectedError,
  noClassRoster: 'No class roster found',
  learnerRemoved: 'Learner removed from roster',

  // Attendance code expiration.
  codeExpirationInvalid: 'Attendance code expiration date invalid.',
  valueRequired: 'Value is required',
  codeExpirationUpdated: 'Attendance Code Expiration Successfully Updated',
  codeExpirationError: 'Error updating attendance code expiration',
  codeCopied: 'Copied Attendance Code To Clipboard',

  // Class and sync.
  agendaNotFinalized: 'Action cannot be taken on the class until the course agenda has been finalized.',
  syncingFromSap: MESSAGES.syncingFromSap,
  syncSuccess: (classId: number | string) => `Class ${classId} Sync Success!`,
  classSynced: 'Class details synced, grabbing updated information',
  syncRequestFailed: 'Request could not be sent',
  syncFailed: 'Could not sync class details',
  classVoided: 'Class was voided',
  validationError: 'Error validating class',
  certificationFailed: 'Could not complete Class certification',
  certificationComplete: 'Class certification is complete',
  certify: 'Certify',
  reCertify: 'Re-Certify',

  // Ours: the spec describes these checks and warnings but does not word them.
  missedTimeFormat: 'Enter missed time as HH:mm.',
  missedTimeOrder: 'The return time must be after the start time.',
  missedTimeNotClassDay: 'This date is not a day of the class.',
  missedTimeOutsideClass: (start: string, end: string) => `Missed time must be within the class times of the day (${start} to ${end}).`,
  missedTimeOverlap: 'Missed time overlaps another missed time of the day.',
  deliveryMethodRequired: 'The course agenda is Group Live & Group Internet: choose the delivery method of this class.',
  virtualSwitched: 'The facility is VIRTUAL, so the class was set to be delivered virtually.',
  dedicatedMonitorsShort: (needed: number, assigned: number) =>
    `This class needs ${needed} Dedicated Attendance Monitor${needed === 1 ? '' : 's'} (one per 100 learners); ${assigned} assigned.`,
  documentationRequired: 'Class documentation is required: upload a document of type Class Documentation.',
  didNotAttendDay: (day: number) => `Did not attend day ${day}`,
  missedMinutesOnDay: (count: number, day: number) => `Missed ${minutes(count)} on day ${day}`,
  belowMinimum: (minimum: number) => `Below the minimum of ${credit(minimum)} credit`,
} as const;
