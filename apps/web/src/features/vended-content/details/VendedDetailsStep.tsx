import { calls } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useVendedWrite } from '../api/vc-queries.ts';
import { VendorField } from '../vendors/VendorField.tsx';
import type { VendedStepProps } from '../workspace/step-props.ts';
import { type DetailsValues, detailsBody, detailsSchema, detailsValues } from './details-form.ts';

const span2 = { gridColumn: { md: 'span 2' } };

/** Details (PUT /vendedcontent/{id}): title, vendor, agenda type, delivery method, description and objectives; VCP001 in Draft only. */
export default function VendedDetailsStep({ record }: VendedStepProps) {
  const { header, abilities } = record;
  const id = header.id;
  const editable = abilities.edit;
  const values = useMemo(() => detailsValues(header), [header]);
  const { register, handleSubmit, control, formState } = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    values,
    // A refetch (feedback left, a vendor added) must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const lookups = useRefLookups();
  const save = useVendedWrite(
    id,
    (body: ReturnType<typeof detailsBody>) => call(calls.updateVendedContent, { params: { id }, body }),
    'Details saved',
  );
  const { errors } = formState;
  const select = (
    name: 'agenda_type_id' | 'delivery_method_id',
    label: string,
    list: readonly { id: number; name: string }[] | undefined,
    current: string | null,
  ) => (
    <TextField select label={label} disabled={!editable} {...register(name)} slotProps={nativeSelect}>
      <option value="">None</option>
      {/* Until the lookups load, the current value is the only choice. */}
      {(list ?? (values[name] ? [{ id: Number(values[name]), name: current ?? '' }] : [])).map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
  return (
    <PageSection title="Details">
      <Box
        component="form"
        noValidate
        aria-label="Vended content details"
        onSubmit={handleSubmit((after) => {
          const body = detailsBody(values, after);
          if (Object.keys(body).length > 0) save.mutate(body);
        })}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <TextField
          label="Title"
          required
          disabled={!editable}
          sx={span2}
          {...register('title')}
          error={Boolean(errors.title)}
          helperText={errors.title?.message}
        />
        <Box sx={span2}>
          <Controller
            control={control}
            name="vendor_id"
            render={({ field }) => (
              <VendorField
                ref={field.ref}
                vendors={record.vendors}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                canAdd={abilities.manageVendors}
                disabled={!editable}
                error={errors.vendor_id?.message}
              />
            )}
          />
        </Box>
        {select('agenda_type_id', 'Agenda Type', lookups.data?.agendaTypes, header.agenda_type)}
        {select('delivery_method_id', 'Delivery Method', lookups.data?.deliveryMethods, header.delivery_method)}
        <TextField label="Description" multiline minRows={3} disabled={!editable} sx={span2} {...register('description')} />
        <TextField label="Learning Objectives" multiline minRows={3} disabled={!editable} sx={span2} {...register('objectives')} />
        {editable && (
          <Box sx={span2}>
            <Button type="submit" variant="contained" disabled={!formState.isDirty || save.isPending}>
              Save
            </Button>
          </Box>
        )}
      </Box>
    </PageSection>
  );
}
