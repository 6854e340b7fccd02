import type { ElementConfigRow } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassDetailsStep from '../../src/features/classes/details/ClassDetailsStep.tsx';
import { CertifyDialog } from '../../src/features/classes/lifecycle/CertifyDialog.tsx';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { newQueryClient, renderClassStep } from '../support/render.tsx';

/** Class screens driven by the tenant's element configuration: which fields show, their labels, required, editable. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (element_id: string, over: Partial<ElementConfigRow> = {}): ElementConfigRow => ({
  agenda_type_id: 1,
  delivery_method_id: 1,
  location: 'class',
  element_id,
  label: null,
  is_displayed: true,
  is_required: false,
  is_editable: true,
  is_editable_in_editing_status: true,
  ...over,
});

function serveClass(rows: ElementConfigRow[], summary = {}): Call[] {
  const cls = makeClass({ elementRows: rows, summary });
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/12') return { status: 200, body: cls };
    if (call.method === 'PUT' && call.path === '/api/class/12') return { status: 200, body: { ok: true } };
    if (call.path === '/api/ref/lookups')
      return { status: 200, body: { timezones: [{ id: 1, name: 'Eastern', timezone: 'America/New_York' }], deliveryMethods: [] } };
  });
}

describe('Class Details with element configuration', () => {
  it('hides, relabels, locks and requires fields as configured, and checks before saving', async () => {
    const calls = serveClass(
      [
        row('delivered_virtually', { is_displayed: false }),
        row('class_title', { label: 'Session Name', is_editable: false }),
        row('location', { is_required: true }),
      ],
      { location: null, facility: null },
    );
    renderClassStep(ClassDetailsStep);
    const title = (await screen.findByLabelText(/Session Name/)) as HTMLInputElement;
    expect(title.disabled).toBe(true);
    expect(screen.queryByLabelText(/Class Title/)).toBeNull();
    expect(screen.queryByLabelText('Delivered virtually')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Facility/), { target: { value: 'Room 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ in_location: 'Room 4' }));
  });
});

describe('the certify dialog with element configuration', () => {
  const validation = { passes_validation: 1 as const, failed_validation_reason: null, certification: [], attestation: [] };
  function open(rows: ElementConfigRow[], summary = {}) {
    const onConfirm = vi.fn();
    render(
      <QueryClientProvider client={newQueryClient()}>
        <CertifyDialog
          label="Certify"
          cls={makeClass({ elementRows: rows, summary })}
          validation={validation}
          onConfirm={onConfirm}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    return onConfirm;
  }

  it('shows the configured fields prefilled, requires what is required, and sends only what may be changed', () => {
    const onConfirm = open(
      [row('sponsor', { is_required: true }), row('lms_id', { is_editable: false }), row('alternate_id', { is_displayed: false })],
      {
        cq_duration: 480,
        sponsor: null,
        lms_id: 'SAP-CLS-12',
      },
    );
    expect((screen.getByLabelText(/CQ Duration/) as HTMLInputElement).value).toBe('480');
    expect((screen.getByLabelText(/LMS ID/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/Alternate ID/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/CQ Duration/), { target: { value: '4.5' } });
    fireEvent.change(screen.getByLabelText(/Sponsor/), { target: { value: 'Firm Institute' } });
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    expect(screen.getByText('Enter whole minutes.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/CQ Duration/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    expect(onConfirm).toHaveBeenCalledWith({ cq_duration: null, sponsor: 'Firm Institute' });
  });
});
