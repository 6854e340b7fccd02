import type { MergeSummary } from '@cpe/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergeSummaryView } from '../../src/features/merge/MergeSummaryView.tsx';

const summary = (role_changes: MergeSummary['role_changes']): MergeSummary => ({
  survivor: { id: 7, name: 'Sam Survivor', person_type: 'internal' },
  victim: { id: 8, name: 'Vic Victim', person_type: 'internal' },
  email_changes: [],
  id_changes: [],
  counts: { roster_entries: 0, roster_conflicts: 0, transcripts: 0, requests: 0, aoas: 0, documents: 0, roles: role_changes.length },
  role_changes,
});

afterEach(cleanup);

describe('the merge summary (ADR 0055)', () => {
  it('lists the roles the survivor gains and whether the person merging may give each', () => {
    render(
      <MergeSummaryView
        summary={summary([
          { role_id: 4, role_name: 'Instructor', grantable: 1 },
          { role_id: 2, role_name: 'Admin', grantable: 0 },
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Role Changes' });
    expect(within(table).getByRole('row', { name: 'Instructor Yes' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Admin No' })).toBeTruthy();
  });

  it('says so when no role changes', () => {
    render(<MergeSummaryView summary={summary([])} />);
    expect(screen.getByText('No roles change')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Role Changes' })).toBeNull();
  });
});
