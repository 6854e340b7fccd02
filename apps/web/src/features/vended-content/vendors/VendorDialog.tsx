import { calls, type VendorRow } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage, VENDORS_KEY } from '../api/vc-queries.ts';
import { EMPTY_VENDOR, type VendorValues, vendorBody, vendorSchema, vendorValues } from './vendor-form.ts';

interface VendorDialogProps {
  /** The vendor to rename or change; none adds a new one. */
  vendor?: VendorRow;
  onClose(): void;
  /** The vendor saved (a new one's id), e.g. to choose it in the picker it was added from. */
  onSaved?(vendor: { id: number; name: string }): void;
}

/** New vendor (POST /vendors) or a vendor's name and contact (PUT /vendors/{id}); VCP001. */
export function VendorDialog({ vendor, onClose, onSaved }: VendorDialogProps) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<VendorValues>({
    resolver: zodResolver(vendorSchema),
    defaultValues: vendor ? vendorValues(vendor) : EMPTY_VENDOR,
  });
  const save = useMutation({
    mutationFn: async (v: VendorValues) => {
      const body = vendorBody(v);
      if (vendor) {
        await call(calls.updateVendor, { params: { id: vendor.id }, body });
        return { id: vendor.id, name: body.name };
      }
      const { id } = await call(calls.createVendor, { body });
      return { id, name: body.name };
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: VENDORS_KEY });
      showAlert(vendor ? 'Vendor saved' : 'Vendor added');
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const { errors } = formState;
  const field = (name: keyof VendorValues, label: string, extra: object = {}) => (
    <TextField label={label} {...extra} {...register(name)} error={Boolean(errors[name])} helperText={errors[name]?.message} />
  );
  return (
    <FormDialog
      open
      title={vendor ? `Vendor ${vendor.name}` : 'New vendor'}
      submitLabel={vendor ? 'Save vendor' : 'Add vendor'}
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        // The dialog may sit inside another form (the item's details): its submit is its own.
        e.stopPropagation();
        void handleSubmit((v) => save.mutate(v))(e);
      }}
    >
      {field('name', 'Vendor name', { required: true, autoFocus: true })}
      {field('contact_name', 'Contact name')}
      {field('email_address', 'Contact e-mail', { type: 'email' })}
      {field('phone', 'Phone')}
      {field('website', 'Website')}
    </FormDialog>
  );
}
