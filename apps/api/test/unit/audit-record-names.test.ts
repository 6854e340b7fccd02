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
