import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassApprovalStep from '../../src/features/classes/approval/ClassApprovalStep.tsx';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { renderClassStep } from '../support/render.tsx';

const NOTICE = /approved since this class was certified changed its attendance: it needs re-certification/;

function serve(summary: Parameters<typeof makeClass>[0]['summary']) {
  stubFetch((call) => {
    if (call.path === '/api/class/12') return { status: 200, body: makeClass({ summary, abilities: { certifyLabel: 'Re-Certify' } }) };
    if (call.path === '/api/class/validation/12')
      return { status: 200, body: [{ section: 'Passed Approval', validation_status: 'PASS', message: 'Every check passes.' }] };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('class Approval step: the re-certification notice', () => {
  it('shows when an affidavit approved after certification changed the attendance', async () => {
    serve({ status: 'Certified', needs_recertification: true });
    renderClassStep(ClassApprovalStep);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-Certify' })).toBeTruthy();
  });

  it('does not show once re-certified, nor on a class never certified', async () => {
    for (const summary of [
      { status: 'Certified', needs_recertification: false },
      { status: 'Uncertified', needs_recertification: false },
    ]) {
      serve(summary);
      renderClassStep(ClassApprovalStep);
      expect(await screen.findByRole('table', { name: 'Approval checklist' })).toBeTruthy();
      expect(screen.queryByText(NOTICE)).toBeNull();
      cleanup();
    }
  });
});
