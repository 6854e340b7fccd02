import { describe, expect, it } from 'vitest';
import { recordName } from '../../src/modules/audit/audit-fields.ts';

/** The learning-object layer's tables are named in the audit trail like the course's and class's parts. */
describe('audit record names of the layer', () => {
  const name = () => 'unused';

  it('names an external id, under its table of migration 0013 and under the course table before it', () => {
    const row = { id_type: 'CREDENTIAL ID', external_id_value: 'CR-7' };
    expect(recordName('external_ids', row, name)).toBe('the external id CREDENTIAL ID CR-7');
    expect(recordName('course_external_ids', row, name)).toBe('the external id CREDENTIAL ID CR-7');
  });

  it('names a document comment by what it says', () => {
    expect(recordName('document_comments', { comment: 'Please add the agenda.' }, name)).toBe(
      'the document comment "Please add the agenda."',
    );
  });
});

describe('audit record names of an affidavit', () => {
  it('names the affidavit, its declared days and missed times', () => {
    const name = () => 'unused';
    expect(recordName('affidavits', { id: 12 }, name)).toBe('the affidavit 12');
    expect(recordName('affidavit_days', { day: 2, attended: true }, name)).toBe('the declared day 2');
    expect(recordName('affidavit_missed_times', { day: 1, start_at: '14:00', returned_at: '14:30' }, name)).toBe(
      'the declared missed time of day 1 (14:00 to 14:30)',
    );
  });
});
