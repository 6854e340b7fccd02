import { describe, expect, it } from 'vitest';
import { type AuditEntry, auditSentences } from '../../src/components/audit/audit-sentences.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurred_at: '2026-11-21T14:30:00.000Z',
  person_name: 'Lena Learner',
  entity: 'affidavits',
  entity_id: '5',
  action: 'INSERT',
  record: 'the affidavit',
  is_offering: true,
  changes: [],
  ...over,
});
const plain = { when: 'Nov-21-2026 09:30 AM', value: (text: string) => text };

describe('audit sentences of a proxy session (ADR 0039)', () => {
  it('name the person acted for and the administrator who acted', () => {
    expect(auditSentences(entry({ proxy_person_name: 'Ada Admin' }), plain)).toEqual([
      'Lena Learner (Ada Admin acting on their behalf) created the affidavit on Nov-21-2026 09:30 AM',
    ]);
  });

  it('name only the person on their own session', () => {
    expect(auditSentences(entry({ proxy_person_name: null }), plain)).toEqual([
      'Lena Learner created the affidavit on Nov-21-2026 09:30 AM',
    ]);
    expect(auditSentences(entry({}), plain)).toEqual(['Lena Learner created the affidavit on Nov-21-2026 09:30 AM']);
  });
});
