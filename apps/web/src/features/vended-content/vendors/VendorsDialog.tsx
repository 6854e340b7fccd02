import { calls, type VendorRow } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage, useVendors, VENDORS_KEY } from '../api/vc-queries.ts';
import { VendorDialog } from './VendorDialog.tsx';

/**
 * Vendors (VCP001): the firm's vendors with how many items name each; add one, rename or
 * change its contact, and deactivate one no longer bought from (its items keep naming it,
 * new items cannot choose it) or activate it again.
 */
export function VendorsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const vendors = useVendors();
  const [editing, setEditing] = useState<VendorRow | 'new' | null>(null);
  const setActive = useMutation({
    mutationFn: (v: { id: number; is_active: boolean }) =>
      call(calls.updateVendor, { params: { id: v.id }, body: { is_active: v.is_active } }),
    onSuccess: async (_, v) => {
      await queryClient.invalidateQueries({ queryKey: VENDORS_KEY });
      showAlert(v.is_active ? 'Vendor activated' : 'Vendor deactivated');
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const columns: Column<VendorRow>[] = [
    { header: 'Vendor', cell: (v) => v.name },
    { header: 'Contact', cell: (v) => [v.contact_name, v.email_address].filter(Boolean).join(', ') || '----' },
    { header: 'Items', cell: (v) => v.item_count },
    { header: 'Status', cell: (v) => (v.is_active ? 'Active' : 'Inactive') },
    {
      header: 'Actions',
      actions: true,
      cell: (v) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(v)} aria-label={`Rename ${v.name}`}>
            Rename
          </Button>
          <Button
            size="small"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: v.id, is_active: !v.is_active })}
            aria-label={`${v.is_active ? 'Deactivate' : 'Activate'} ${v.name}`}
          >
            {v.is_active ? 'Deactivate' : 'Activate'}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Vendors</DialogTitle>
      <DialogContent>
        <Button startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
          Add vendor
        </Button>
        <QueryView query={vendors} what="vendors" loadingLabel="Loading vendors">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>The firm has no vendors yet.</EmptyState>
            ) : (
              <RecordTable caption="Vendors" columns={columns} rows={rows} rowKey={(v) => v.id} />
            )
          }
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {editing && <VendorDialog vendor={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Dialog>
  );
}
