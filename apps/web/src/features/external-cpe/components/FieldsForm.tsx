import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { changedFields, type FieldValues, fieldsSchema, type ShownEcpField } from './fields.ts';

interface FieldsFormProps {
  /** The form's accessible name ("Request details"). */
  name: string;
  fields: readonly ShownEcpField[];
  values: FieldValues;
  /** Sends the changed fields; resolves when saved (the alert bar says how it went). */
  save(body: Record<string, string | number | null>): Promise<unknown>;
  saving: boolean;
}

/**
 * A step's form of plain fields (Request Details, Sponsor Information): labels and states
 * from the element configuration, 'Required.' on a required field left empty, read-only
 * when nothing may be edited; Save sends what changed.
 */
export function FieldsForm({ name, fields, values, save, saving }: FieldsFormProps) {
  const schema = useMemo(() => fieldsSchema(fields), [fields]);
  const { register, handleSubmit, formState } = useForm<FieldValues>({
    resolver: zodResolver(schema) as never,
    mode: 'onChange',
    values,
    // A refetch (after feedback was left, say) must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const editable = fields.some((f) => f.editable);
  const onSubmit = handleSubmit(async (after) => {
    const body = changedFields(fields, values, after);
    if (Object.keys(body).length > 0) await save(body).catch(() => {});
  });
  return (
    <Box
      component="form"
      aria-label={name}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 900 }}
    >
      {fields.map((f) => {
        const error = formState.errors[f.key]?.message;
        return (
          <TextField
            key={f.key}
            label={f.shownLabel}
            required={f.required && f.editable}
            disabled={!f.editable}
            type={f.kind === 'date' ? 'date' : 'text'}
            select={f.kind === 'select'}
            multiline={f.kind === 'multiline'}
            minRows={f.kind === 'multiline' ? 3 : undefined}
            sx={f.kind === 'multiline' ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{
              htmlInput: { maxLength: f.kind === 'select' ? undefined : f.max },
              inputLabel: { shrink: true },
              select: { native: true },
            }}
            {...register(f.key)}
            error={Boolean(error)}
            helperText={error}
          >
            {f.kind === 'select' && [
              <option key="" value="">
                {f.required ? 'Choose…' : 'None'}
              </option>,
              ...(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              )),
            ]}
          </TextField>
        );
      })}
      {editable && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </Box>
      )}
    </Box>
  );
}
