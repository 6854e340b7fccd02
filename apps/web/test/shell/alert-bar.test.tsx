import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { alertStore, dismissAlert, showAlert } from '../../src/lib/shell/alert-store.ts';

afterEach(() => {
  vi.useRealTimers();
  act(() => dismissAlert());
  cleanup();
});

function Page({ dialog }: { dialog: boolean }) {
  return (
    <>
      <h1>Roster</h1>
      <Dialog open={dialog} aria-labelledby="codes-title">
        <DialogTitle id="codes-title">Attendance Codes</DialogTitle>
      </Dialog>
      <AlertBar />
    </>
  );
}

describe('the alert bar', () => {
  it('shows at the bottom of the window, away from the titles at the top', () => {
    render(<Page dialog={false} />);
    act(() => showAlert('Saved'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Saved');
    expect(alert.closest('.MuiSnackbar-root')?.className).toMatch(/anchorOriginBottomCenter/);
  });

  it('is still heard while a dialog hides the rest of the page from screen readers', async () => {
    render(<Page dialog />);
    expect(screen.queryByRole('heading', { name: 'Roster' })).toBeNull();
    act(() => showAlert('Copied Attendance Code To Clipboard'));
    // The bar moves into the dialog once it sees the dialog mounted (a mutation observer).
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Copied Attendance Code To Clipboard');
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
    expect(alert.closest('.MuiDialog-root')).not.toBeNull();
  });

  it('closes itself 10 seconds after it opens', () => {
    vi.useFakeTimers();
    render(<Page dialog={false} />);
    act(() => showAlert('Template changes were saved'));
    act(() => vi.advanceTimersByTime(9_999));
    expect(alertStore.get()?.message).toBe('Template changes were saved');
    act(() => vi.advanceTimersByTime(1));
    expect(alertStore.get()).toBeNull();
  });
});
