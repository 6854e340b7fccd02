import { AOA_OBJECT_TYPE } from '@cpe/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedAoa } from '../support/fixtures/affidavits.ts';
import { loadAoaSteps, openAoa } from './open-aoa.tsx';

beforeAll(loadAoaSteps, 30_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history = [
  {
    id: 3,
    action: 'Submitted',
    from_status: 'Draft',
    to_status: 'Submitted',
    comment: null,
    version: null,
    person_name: 'Ada Lovelace',
    occurred_at: '2026-11-22T15:00:00.000Z',
  },
  {
    id: 2,
    action: 'Document uploaded',
    from_status: 'Draft',
    to_status: 'Draft',
    comment: 'certificate.pdf',
    version: null,
    person_name: 'Ada Lovelace',
    occurred_at: '2026-11-21T15:00:00.000Z',
  },
];

describe('affidavit workspace: Audit', () => {
  it('lists the workflow history (a status change only where there was one) and asks the audit trail of type 7', async () => {
    const calls = openAoa('/learner/affidavitofattendance/31/audit', verifiedAoa(), (c) => {
      if (c.path === '/api/aoa/history/31') return { status: 200, body: history };
      if (c.path === '/api/audit-info') return { status: 200, body: [] };
    });
    const list = await screen.findByRole('list', { name: 'Workflow history' });
    expect(within(list).getByText('Submitted: Draft → Submitted')).toBeTruthy();
    expect(within(list).getByText('Document uploaded')).toBeTruthy();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/audit-info')?.body).toEqual({ learningObjectId: 31, refLearningObjectId: AOA_OBJECT_TYPE });
  });
});
