import { describe, expect, it } from 'vitest';
import { applyMessage } from '../../src/lms-sandbox/apply-message.ts';
import { seedSystem } from '../../src/lms-sandbox/seed.ts';

const course = {
  lmsId: null,
  externalId: '9',
  organization: 'demo',
  title: 'New course',
  deliveryMethod: 'Group Live',
  agendaType: 'US-CPE',
  version: 1,
  credits: 2,
  fieldsOfStudy: [],
};

describe('LMS sandbox records', () => {
  it("hands out ids that skip the ones the demo data's records hold", () => {
    const system = seedSystem('SAP', 'demo');
    expect(system.courses['SAP-CRS-000103']?.title).toBe('Partner Leadership Training Hours');
    system.nextCourse = 103;
    const id = applyMessage(system, { body: { kind: 'course', course }, state: 'pending' }, false, '2026-01-01T00:00:00Z');
    expect(id).toBe('SAP-CRS-000104');
    expect(system.courses['SAP-CRS-000103']?.title).toBe('Partner Leadership Training Hours');
  });

  it('dates the demo classes from the day the LMS account is made, as the demo seed does', () => {
    const system = seedSystem('SABA', 'acme');
    const winter = system.classes['SAP-CLS-000201'];
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect(winter?.startDate).toBe(`${tenDaysAgo}T13:00:00`);
    expect(winter?.roster.map((l) => l.email)).toEqual(['learner@acme.example.com', 'external.learner@example.com']);
  });
});
