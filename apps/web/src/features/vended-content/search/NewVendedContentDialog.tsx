import { calls, MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage, useVendors } from '../api/vc-queries.ts';
import { VendorField } from '../vendors/VendorField.tsx';

// The checklist's Details section needs both, so a new item starts with them.
const schema = z.object({
  title: z.string().trim().min(1, MESSAGES.required).max(300),
  vendor_id: z.string().min(1, MESSAGES.required),
  agenda_type_id: z.string().min(1, MESSAGES.required),
  delivery_method_id: z.string().min(1, MESSAGES.required),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { title: '', vendor_id: '', agenda_type_id: '', delivery_method_id: '' };

/** 'New vended content' (VCP001): POST /vendedcontent naming a vendor (or one added here), then open the new Draft item. */
export function NewVendedContentDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const lookups = useRefLookups();
  const vendors = useVendors();
  const { register, handleSubmit, control, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const create = useMutation({
    mutationFn: (v: Values) =>
      call(calls.createVendedContent, {
        body: {
          title: v.title.trim(),
          vendor_id: Number(v.vendor_id),
          agenda_type_id: Number(v.agenda_type_id),
          delivery_method_id: Number(v.delivery_method_id),
        },
      }),
    onSuccess: ({ id }) => {
      showAlert('Vended content created');
      void navigate(routePath('vendedcontent-id', { id }));
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const { errors } = formState;
  const select = (name: 'agenda_type_id' | 'delivery_method_id', label: string, list: readonly { id: number; name: string }[] = []) => (
    <TextField
      select
      label={label}
      required
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={nativeSelect}
    >
      <option value="">Choose…</option>
      {list.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title="New vended content"
      submitLabel="Create vended content"
      submitting={create.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <TextField label="Title" required autoFocus {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} />
      <Controller
        control={control}
        name="vendor_id"
        render={({ field }) => (
          <VendorField
            ref={field.ref}
            vendors={(vendors.data ?? []).filter((v) => v.is_active)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            canAdd
            error={errors.vendor_id?.message}
          />
        )}
      />
      {select('agenda_type_id', 'Agenda type', lookups.data?.agendaTypes)}
      {select('delivery_method_id', 'Delivery method', lookups.data?.deliveryMethods)}
    </FormDialog>
  );
}
