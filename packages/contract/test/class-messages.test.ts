import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../src/class/rules/class-messages.ts';
import { MESSAGES } from '../src/platform/messages.ts';

describe('class messages, verbatim', () => {
  it('spells the attendance code and roster messages as the spec does', () => {
    expect(CLASS_MESSAGES).toMatchObject({
      codeVerified: 'Request code has been successfully verified',
      codeExpired: 'Attendance Code Expired. Please use a different verification method.',
      codeWrongClass: 'Provided Attendance Code does not match the selected class.',
      noClassesFound: 'No Classes Found',
      classSearchError: 'Error executing class search',
      learnerAlreadyOnRoster: 'This learner is already attached to this roster.',
      unexpectedError: 'An unexpected error occured.',
      noClassRoster: 'No class roster found',
      learnerRemoved: 'Learner removed from roster',
      codeExpirationInvalid: 'Attendance code expiration date invalid.',
      valueRequired: 'Value is required',
      codeExpirationUpdated: 'Attendance Code Expiration Successfully Updated',
      codeExpirationError: 'Error updating attendance code expiration',
      codeCopied: 'Copied Attendance Code To Clipboard',
    });
  });

  it('spells the class and sync messages as the spec does', () => {
    expect(CLASS_MESSAGES).toMatchObject({
      agendaNotFinalized: 'Action cannot be taken on the class until the course agenda has been finalized.',
      syncingFromSap: 'Syncing data from SAP',
      classSynced: 'Class details synced, grabbing updated information',
      syncRequestFailed: 'Request could not be sent',
      syncFailed: 'Could not sync class details',
      classVoided: 'Class was voided',
      validationError: 'Error validating class',
      certificationFailed: 'Could not complete Class certification',
      certificationComplete: 'Class certification is complete',
      certify: 'Certify',
      reCertify: 'Re-Certify',
    });
    expect(CLASS_MESSAGES.syncSuccess(42)).toBe('Class 42 Sync Success!');
  });

  it('takes the strings the platform already has from MESSAGES', () => {
    expect(CLASS_MESSAGES.syncingFromSap).toBe(MESSAGES.syncingFromSap);
    expect(CLASS_MESSAGES.unexpectedError).toBe(MESSAGES.unexpectedError);
  });

  it('words the credit limitation reasons', () => {
    expect(CLASS_MESSAGES.didNotAttendDay(2)).toBe('Did not attend day 2');
    expect(CLASS_MESSAGES.missedMinutesOnDay(35, 1)).toBe('Missed 35 minutes on day 1');
    expect(CLASS_MESSAGES.missedMinutesOnDay(1, 3)).toBe('Missed 1 minute on day 3');
    expect(CLASS_MESSAGES.belowMinimum(1)).toBe('Below the minimum of 1.0 credit');
    expect(CLASS_MESSAGES.belowMinimum(0.5)).toBe('Below the minimum of 0.5 credit');
    expect(CLASS_MESSAGES.dedicatedMonitorsShort(3, 1)).toBe(
      'This class needs 3 Dedicated Attendance Monitors (one per 100 learners); 1 assigned.',
    );
  });
});
