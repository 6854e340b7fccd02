import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import CertificateStartScreen from '../../src/features/external-cpe/start/CertificateStartScreen.tsx';
import StartRequestScreen from '../../src/features/external-cpe/start/StartRequestScreen.tsx';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { type Call, type Responder, stubFetch } from '../support/fetch-stub.ts';
import { ECP_LOOKUPS } from '../support/fixtures/external-cpe.ts';
import { newQueryClient } from '../support/render.tsx';

const PROPOSALS = {
  docId: 31,
  pages: 1,
  text_excerpt: 'Certificate of Completion …',
  proposals: {
    sponsor_name: { value: 'Acme CPE Institute', source: 'certificate', excerpt: 'Sponsor: Acme CPE Institute' },
    nasba_sponsor_id: { value: '112233', source: 'certificate', excerpt: 'NASBA Sponsor ID: 112233' },
    program_title: { value: 'Revenue Recognition Deep Dive', source: 'certificate', excerpt: 'Program: Revenue Recognition Deep Dive' },
    completion_date: { value: '2026-08-14', source: 'certificate', excerpt: 'Completed on August 14, 2026' },
    delivery_method: { value: { id: 2, name: 'Group Internet-Based' }, source: 'certificate', excerpt: 'Delivery: Group Internet-Based' },
    credits: [
      { value: { field_of_study_id: 12, field_of_study: 'Accounting', credits: 8 }, source: 'certificate', excerpt: 'Accounting 8.0' },
    ],
  },
};

function open(Screen: ComponentType, path: string, more: Responder): Call[] {
  const calls = stubFetch((call) => {
    if (call.path === '/api/ref/lookups') return { status: 200, body: ECP_LOOKUPS };
    if (call.path === '/api/requests/ext-cpe' && call.method === 'POST') return { status: 201, body: { requestId: 5 } };
    return more(call);
  });
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<Screen />} />
          <Route path="/learner/cpe/details/:id" element={<p>Request details page</p>} />
        </Routes>
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('/learner/external', () => {
  it('starts a Draft with its title, delivery method and dates, and opens its Request Details', async () => {
    const calls = open(StartRequestScreen, '/learner/external', (call) =>
      call.path === '/api/requests/ext-cpe/details/5' ? { status: 200, body: { message: 'External CPE request saved' } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start request' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Program Title/), { target: { value: 'AICPA Engage 2026' } });
    await screen.findByRole('option', { name: 'Group Live' });
    fireEvent.change(screen.getByLabelText('Delivery Method'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-06-09' } });
    fireEvent.change(screen.getByLabelText('Completion Date'), { target: { value: '2026-06-08' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start request' }));
    expect(await screen.findByText('The start date must not be after the completion date.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Completion Date'), { target: { value: '2026-06-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start request' }));
    expect(await screen.findByText('Request details page')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe')?.body).toEqual({ title: 'AICPA Engage 2026' });
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/details/5')?.body).toEqual({
      delivery_method_id: 1,
      start_date: '2026-06-09',
      completion_date: '2026-06-12',
    });
  });
});

describe('/learner/external2', () => {
  const { docId: _docId, ...FILE_PROPOSALS } = PROPOSALS;
  it('reads the certificate without making a request, then makes one on save with the values the learner confirmed or corrected', async () => {
    const calls = open(CertificateStartScreen, '/learner/external2', (call) => {
      if (call.path === '/api/requests/ext-cpe/read-certificate') return { status: 200, body: FILE_PROPOSALS };
      if (call.path === '/api/requests/ext-cpe/docs/5') return { status: 201, body: { id: 31, message: 'Document Successfully Uploaded' } };
      if (call.method === 'PUT' && call.path === '/api/requests/ext-cpe/awards/5')
        return { status: 200, body: { rows: [], total_credits: 8 } };
      if (call.method === 'PUT') return { status: 200, body: { message: 'External CPE request saved' } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Read certificate' }));
    expect(await screen.findByText('Choose the PDF certificate of completion.')).toBeTruthy();
    const file = new File(['%PDF-1.7 …'], 'acme-certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Certificate of completion (PDF)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Read certificate' }));

    const form = await screen.findByRole('form', { name: 'Certificate values' });
    // Read, not kept: no request, no document yet.
    expect(calls.map((c) => `${c.method} ${c.path}`).filter((c) => c !== 'GET /api/ref/lookups')).toEqual([
      'POST /api/requests/ext-cpe/read-certificate',
    ]);
    expect(
      (calls.find((c) => c.path === '/api/requests/ext-cpe/read-certificate')?.body as FormData | undefined)?.get('file'),
    ).toBeInstanceOf(File);
    expect(within(form).getAllByText('Read from certificate')).toHaveLength(6);
    expect((within(form).getByLabelText(/Program Title/) as HTMLInputElement).value).toBe('Revenue Recognition Deep Dive');
    expect(within(form).getByText('Certificate: “Completed on August 14, 2026”')).toBeTruthy();
    // A corrected value is no longer marked as read.
    fireEvent.change(within(form).getByLabelText('Sponsor Name'), { target: { value: 'Acme CPE Institute, Inc.' } });
    expect(within(form).getAllByText('Read from certificate')).toHaveLength(5);
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Request details page')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe').map((c) => c.body)).toEqual([
      { title: 'Revenue Recognition Deep Dive' },
    ]);
    expect((calls.find((c) => c.path === '/api/requests/ext-cpe/docs/5')?.body as FormData | undefined)?.get('attachment_type_id')).toBe(
      '80',
    );
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/details/5')?.body).toEqual({
      title: 'Revenue Recognition Deep Dive',
      completion_date: '2026-08-14',
      delivery_method_id: 2,
    });
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/sponsor/5')?.body).toEqual({
      sponsor_name: 'Acme CPE Institute, Inc.',
      nasba_sponsor_id: '112233',
    });
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/awards/5')?.body).toEqual({
      rows: [{ field_of_study_id: 12, is_college_type: 0, credits: 8 }],
    });
  });

  it('a save that failed half-way, saved again, continues on the request it made: one request, one certificate', async () => {
    let sponsorFails = true;
    const calls = open(CertificateStartScreen, '/learner/external2', (call) => {
      if (call.path === '/api/requests/ext-cpe/read-certificate') return { status: 200, body: FILE_PROPOSALS };
      if (call.path === '/api/requests/ext-cpe/docs/5') return { status: 201, body: { id: 31, message: 'Document Successfully Uploaded' } };
      if (call.path === '/api/requests/ext-cpe/sponsor/5' && sponsorFails) {
        sponsorFails = false;
        return { status: 503, body: { message: 'Database unavailable' } };
      }
      if (call.method === 'PUT' && call.path === '/api/requests/ext-cpe/awards/5')
        return { status: 200, body: { rows: [], total_credits: 8 } };
      if (call.method === 'PUT') return { status: 200, body: { message: 'External CPE request saved' } };
    });
    const file = new File(['%PDF-1.7 …'], 'acme-certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Certificate of completion (PDF)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Read certificate' }));
    const form = await screen.findByRole('form', { name: 'Certificate values' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Database unavailable/)).toBeTruthy();
    // The alert shows before the failed save's end re-renders the form: Save is disabled until then,
    // and a click on it meanwhile is lost (this failed on a loaded machine, isolated or not).
    const again = within(form).getByRole('button', { name: 'Save and continue' }) as HTMLButtonElement;
    await waitFor(() => expect(again.disabled).toBe(false));
    fireEvent.click(again);
    expect(await screen.findByText('Request details page')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe/docs/5')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe/sponsor/5')).toHaveLength(2);
  });

  it('lets the learner fill in the values by hand when the certificate cannot be read', async () => {
    const calls = open(CertificateStartScreen, '/learner/external2', (call) => {
      if (call.path === '/api/requests/ext-cpe/read-certificate')
        return {
          status: 400,
          body: { message: 'body.file: No text layer', code: 'VALIDATION', errors: [{ field: 'body.file', message: 'No text layer' }] },
        };
    });
    const file = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Certificate of completion (PDF)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Read certificate' }));
    expect(await screen.findByText(/^The certificate could not be read\. body\.file: No text layer/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Certificate values' });
    expect(within(form).queryByText('Read from certificate')).toBeNull();
    expect((within(form).getByLabelText(/Program Title/) as HTMLInputElement).value).toBe('scan');
    await waitFor(() => expect(within(form).getByText(/No credits were read/)).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe')).toHaveLength(0);
  });
});
