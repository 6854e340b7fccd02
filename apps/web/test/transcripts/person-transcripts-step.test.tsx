import type { PersonProfile } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PersonTranscriptsStep from '../../src/features/transcripts/person/PersonTranscriptsStep.tsx';
import { stubFetch } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';

const fos = (id: number, name: string, credits: number) => ({
  field_of_study_id: id,
  field_of_study: name,
  subject_short_name: name.slice(0, 3),
  credits,
});
const ENTRY = {
  source: 'local_learning',
  person_id: 40,
  class_id: 9,
  course_id: 12,
  request_id: null,
  title: 'Partner Offsite',
  course_title: 'Partner Offsite',
  completed_on: '2026-05-04',
  delivery_method: 'Group Live',
  sponsor: 'Demo & Partners CPAs',
  location: null,
  credits: 3.5,
  fos_data: [fos(7, 'Business Management and Organization', 1.5), fos(20, 'Taxes', 2)],
};
const body = (entries: unknown[]) => ({
  person_id: 40,
  from: null,
  to: null,
  entries,
  totals: entries.length ? { credits: 3.5, by_field: ENTRY.fos_data } : { credits: 0, by_field: [] },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a person’s Transcripts page', () => {
  it('shows each entry with its type, sponsor and fields, the totals, and asks again for the period applied', async () => {
    const calls = stubFetch((call) =>
      call.path.startsWith('/api/person/transcripts/40')
        ? { status: 200, body: body(call.path.includes('from=2027') ? [] : [ENTRY]) }
        : undefined,
    );
    render(
      <QueryClientProvider client={newQueryClient()}>
        <MemoryRouter>
          <PersonTranscriptsStep person={{ id: 40 } as PersonProfile} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Transcript' });
    const cells = [...table.querySelectorAll('tbody td')].map((c) => c.textContent);
    expect(cells).toEqual([
      'May-04-2026',
      'Local Learning',
      'Partner Offsite',
      'Demo & Partners CPAs',
      'Group Live',
      '----',
      'Business Management and Organization 1.5, Taxes 2.0',
      '3.5',
      'Certificate',
    ]);
    // A local learning is our own offering: its line downloads the certificate of completion.
    expect(screen.getByRole('button', { name: /Download certificate: Partner Offsite/ })).toBeTruthy();
    expect(screen.getByTestId('transcript-period-totals').textContent).toBe(
      'Total for the period: 3.5 credits (Business Management and Organization 1.5, Taxes 2.0)',
    );
    expect(calls[0]?.path).toBe('/api/person/transcripts/40');
    fireEvent.change(screen.getByLabelText('Completed from'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText('Completed to'), { target: { value: '2026-12-31' } });
    expect(screen.getByText('Completed from must not be after Completed to.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Completed to'), { target: { value: '2027-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No credits in this period.')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/person/transcripts/40?from=2027-01-01&to=2027-12-31'));
  });
});
