import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeoplePicker, PersonPicker } from '../src/components/person-picker/PersonPicker.tsx';
import { SEARCH_DEBOUNCE_MS } from '../src/components/person-picker/person-search.ts';
import { type Call, stubFetch } from './support/fetch-stub.ts';
import { personSearchReply, type StubPerson } from './support/person-search.ts';
import { renderWithClient } from './support/render.tsx';

const PEOPLE: StubPerson[] = [
  { id: 2, name: 'Ada Admin' },
  { id: 4, name: 'Ian Instructor' },
  { id: 5, name: 'Cora Coordinator', email: 'cora@example.com' },
  { id: 9, name: 'Erin External', person_type: 'external' },
];

function serve(): Call[] {
  return stubFetch((call) => personSearchReply(call.path, PEOPLE));
}
const searchCalls = (calls: Call[]) => calls.map((c) => new URL(c.path, 'http://x').searchParams);

function Single({ initial = null, type }: { initial?: number | null; type?: 'all' }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <PersonPicker label="Developer" type={type} value={value} onChange={setValue} />
      <output aria-label="chosen">{String(value)}</output>
    </>
  );
}

afterEach(() => cleanup());

describe('PersonPicker', { timeout: 20_000 }, () => {
  it('asks the server only when opened, then as the user types (debounced), and picks a person', async () => {
    const calls = serve();
    renderWithClient(<Single />);
    const box = screen.getByRole('combobox', { name: 'Developer' });
    expect(calls).toHaveLength(0);
    box.focus();
    fireEvent.mouseDown(box);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ada Admin', 'Ian Instructor', 'Cora Coordinator']);
    // Typing fast sends one search for the settled text, not one per key; the debounce's time
    // passes on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'c' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
      fireEvent.change(box, { target: { value: 'co' } });
      fireEvent.change(box, { target: { value: 'cor' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
      expect(searchCalls(calls).map((q) => q.get('q'))).toEqual([null]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.advanceTimersByTimeAsync(0));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cora Coordinator']));
    expect(searchCalls(calls).map((q) => q.get('q'))).toEqual([null, 'cor']);
    expect(searchCalls(calls).every((q) => q.get('type') === 'internal')).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'Cora Coordinator' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('5');
    expect((box as HTMLInputElement).value).toBe('Cora Coordinator');
  });

  it("says 'No people found' when nothing matches", async () => {
    serve();
    renderWithClient(<Single />);
    const box = screen.getByRole('combobox', { name: 'Developer' });
    box.focus();
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No people found')).toBeTruthy();
  });

  it('offers external people with type all', async () => {
    serve();
    renderWithClient(<Single type="all" />);
    const box = screen.getByRole('combobox', { name: 'Developer' });
    box.focus();
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'eri' } });
    expect(await screen.findByRole('option', { name: 'Erin External' })).toBeTruthy();
  });

  it('shows the names of people chosen before, looked up by id once', async () => {
    const calls = serve();
    renderWithClient(
      <>
        <Single initial={4} />
        <PeoplePicker label="Instructors" value={[2, 5]} onChange={() => {}} known={[{ id: 2, name: 'Ada Admin' }]} />
      </>,
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Developer' }) as HTMLInputElement).value).toBe('Ian Instructor'));
    expect(await screen.findByText('Cora Coordinator')).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    // Ada's name came from the caller; only 4 and 5 were looked up.
    expect(searchCalls(calls).map((q) => q.get('ids'))).toEqual(expect.arrayContaining(['4', '5']));
    expect(searchCalls(calls).some((q) => q.get('ids')?.includes('2'))).toBe(false);
    // Typing in the multiple picker searches too; the chosen people are not offered again.
    const instructors = screen.getByRole('combobox', { name: 'Instructors' });
    instructors.focus();
    fireEvent.mouseDown(instructors);
    fireEvent.change(instructors, { target: { value: 'i' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ian Instructor']));
    expect((instructors as HTMLInputElement).value).toBe('i');
  });

  it('works with the keyboard: arrow down opens the list, Enter chooses', async () => {
    serve();
    renderWithClient(<Single />);
    const box = screen.getByRole('combobox', { name: 'Developer' });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Ada Admin' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByLabelText('chosen').textContent).toBe('2');
  });
});
