import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { RefLookups } from '../../../lib/reference/lookups.ts';
import type { ModuleFormValues } from './module-form.ts';

interface Props {
  control: Control<ModuleFormValues>;
  register: UseFormRegister<ModuleFormValues>;
  errors: FieldErrors<ModuleFormValues>;
  fields: RefLookups['fieldsOfStudy'];
}

/** Field-of-study allocation of a module: one row per field with its whole percent, 100 in all. */
export function AllocationsField({ control, register, errors, fields: fieldsOfStudy }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'allocations' });
  const total = errors.allocations?.message ?? errors.allocations?.root?.message;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }} aria-describedby={total ? 'allocations-error' : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Fields of study
      </Typography>
      {fields.map((row, i) => {
        const rowErrors = errors.allocations?.[i];
        return (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              label={`Field of study ${i + 1}`}
              required
              sx={{ flex: 1 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...register(`allocations.${i}.field_of_study_id`)}
              error={Boolean(rowErrors?.field_of_study_id)}
              helperText={rowErrors?.field_of_study_id?.message}
            >
              <option value="">Choose…</option>
              {fieldsOfStudy.map((f) => (
                <option key={f.id} value={String(f.id)}>
                  {f.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={`Percent ${i + 1}`}
              required
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...register(`allocations.${i}.percent`)}
              error={Boolean(rowErrors?.percent)}
              helperText={rowErrors?.percent?.message}
            />
            <IconButton aria-label={`Remove field of study ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
        );
      })}
      {total && (
        <FormHelperText id="allocations-error" error>
          {total}
        </FormHelperText>
      )}
      <Button onClick={() => append({ field_of_study_id: '', percent: '' })} sx={{ alignSelf: 'flex-start' }}>
        Add field of study
      </Button>
    </Stack>
  );
}
