import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditTrail } from '../src/components/audit/AuditTrail.tsx';
import { type AuditEntry, auditSentences } from '../src/components/audit/audit-sentences.ts';
import { refStore } from '../src/lib/reference/ref-store.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { newQueryClient } from './support/render.tsx';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurred_at: '2026-11-21T14:30:00.000Z',
  person_name: 'Jane Doe',
  entity: 'class_contacts',
  entity_id: '5',
  action: 'UPDATE',
  record: 'the contact Bob Smith (Instructor)',
  is_offering: false,
  changes: [],
  ...over,
});
const change = (label: string, from: string | null, to: string | null, kind: 'plain' | 'quoted' | 'datetime' | 'date' = 'plain') => ({
  field: label.replace(/ /g, '_'),
  label,
  before: from,
  after: to,
  from,
  to,
  kind,
});
const plain = { when: 'Nov-21-2026 09:30 AM', value: (text: string, kind: string) => (kind === 'quoted' ? `"${text}"` : text) };

describe('audit sentences', () => {
  it('say who changed which field of what, from what to what, and when, with names', () => {
    const role = entry({ changes: [change('role', 'Instructor', 'Coordinator')] });
    expect(auditSentences(role, plain)).toEqual([
      'Jane Doe changed the role of the contact Bob Smith (Instructor) from Instructor to Coordinator on Nov-21-2026 09:30 AM',
    ]);
    const course = entry({
      entity: 'courses',
      is_offering: true,
      record: 'the course "Ethics"',
      changes: [change('delivery method', 'Group Live', 'Group Internet-Based'), change('title', 'Ethics', 'Ethics 2026', 'quoted')],
    });
    expect(auditSentences(course, plain)).toEqual([
      'Jane Doe changed the delivery method from Group Live to Group Internet-Based on Nov-21-2026 09:30 AM',
      'Jane Doe changed the title from "Ethics" to "Ethics 2026" on Nov-21-2026 09:30 AM',
    ]);
  });

  it('word additions, removals, values set and cleared, and changes by the system', () => {
    expect(auditSentences(entry({ action: 'INSERT', record: 'the agenda module "Lunch"' }), plain)).toEqual([
      'Jane Doe added the agenda module "Lunch" on Nov-21-2026 09:30 AM',
    ]);
    expect(auditSentences(entry({ action: 'INSERT', record: 'the course "Ethics"', is_offering: true }), plain)[0]).toMatch(
      /^Jane Doe created the course "Ethics"/,
    );
    expect(auditSentences(entry({ action: 'DELETE', person_name: null }), plain)).toEqual([
      'The system removed the contact Bob Smith (Instructor) on Nov-21-2026 09:30 AM',
    ]);
    const setAndCleared = entry({
      is_offering: true,
      changes: [change('sponsor', null, 'State Society', 'quoted'), change('LMS ID', 'L-1', null)],
    });
    expect(auditSentences(setAndCleared, plain)).toEqual([
      'Jane Doe set the sponsor to "State Society" on Nov-21-2026 09:30 AM',
      'Jane Doe cleared the LMS ID (was L-1) on Nov-21-2026 09:30 AM',
    ]);
  });
});

describe('audit sentences of events (issue 27)', () => {
  it('put the server’s words between who and when, on a proxy session naming both', () => {
    const mark = entry({
      entity: 'roster_attendance',
      entity_id: null,
      record: 'the attendance of 2000 learners',
      statement: 'marked 2,000 learners attended on day 1',
      person_name: 'Ada Admin',
    });
    expect(auditSentences(mark, plain)).toEqual(['Ada Admin marked 2,000 learners attended on day 1 on Nov-21-2026 09:30 AM']);
    const proxied = entry({
      ...mark,
      statement: 'recorded missed time 10:00–10:30 on day 1 for Lee Learner',
      proxy_person_name: 'Pat Proxy',
    });
    expect(auditSentences(proxied, plain)).toEqual([
      'Ada Admin (Pat Proxy acting on their behalf) recorded missed time 10:00–10:30 on day 1 for Lee Learner on Nov-21-2026 09:30 AM',
    ]);
  });
});

describe('AuditTrail', () => {
  beforeEach(() => refStore.set((s) => ({ ...s, settings: { ...s.settings, defaultTimezone: 'America/New_York' } })));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    refStore.set((s) => ({ ...s, settings: {} }));
  });

  it('lists the sentences with dates in the display format in the firm’s timezone', async () => {
    const entries: AuditEntry[] = [
      entry({
        id: '2',
        entity: 'attendance_codes',
        record: 'the attendance code K7Q2',
        changes: [change('expiration date', '2026-11-20T17:00:00.000Z', '2026-11-22T17:00:00.000Z', 'datetime')],
      }),
      entry({ id: '1', action: 'INSERT', entity: 'class_days', record: 'class day 1 (Nov-21-2026)', person_name: 'Ada Admin' }),
    ];
    const calls = stubFetch((call) => (call.path === '/api/audit-info' ? { status: 200, body: entries } : undefined));
    render(
      <QueryClientProvider client={newQueryClient()}>
        <AuditTrail queryKey={['class', 3, 'audit']} objectId={3} objectType={3} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Audit trail' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Jane Doe changed the expiration date of the attendance code K7Q2 from Nov-20-2026 12:00 PM to Nov-22-2026 12:00 PM on Nov-21-2026 09:30 AM',
      'Ada Admin added class day 1 (Nov-21-2026) on Nov-21-2026 09:30 AM',
    ]);
    expect(calls[0]?.body).toEqual({ learningObjectId: 3, refLearningObjectId: 3 });
  });

  it('says so when nothing was recorded', async () => {
    stubFetch((call) => (call.path === '/api/audit-info' ? { status: 200, body: [] } : undefined));
    render(
      <QueryClientProvider client={newQueryClient()}>
        <AuditTrail queryKey={['course', 4, 'audit']} objectId={4} objectType={1} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});
