import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { DATE_TIME_HELP, type LocalLearningValues } from './ll-form.ts';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

interface Props {
  register: UseFormRegister<LocalLearningValues>;
  errors: FieldErrors<LocalLearningValues>;
  disabled?: boolean;
  /** The New dialog asks only what a local learning starts with; Details shows every field. */
  all?: boolean;
  autoFocus?: boolean;
}

/** The fields of a local learning: title, agenda type, delivery method, start and end date/time, and on Details the rest. */
export function LocalLearningFields({ register, errors, disabled = false, all = false, autoFocus = false }: Props) {
  const lookups = useRefLookups();
  const field = (key: keyof LocalLearningValues) => ({
    ...register(key),
    disabled,
    error: Boolean(errors[key]),
    helperText: errors[key]?.message,
  });
  const dateTime = (key: 'start' | 'end') => ({
    ...field(key),
    helperText: errors[key]?.message ?? DATE_TIME_HELP,
    placeholder: DATE_TIME_HELP,
    slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 16 } },
  });
  return (
    <>
      <TextField label="Title" required autoFocus={autoFocus} {...field('title')} />
      <TextField select label="Agenda type" required {...field('agenda_type_id')} slotProps={nativeSelect}>
        <option value="">Choose…</option>
        {lookups.data?.agendaTypes.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}
          </option>
        ))}
      </TextField>
      <TextField select label="Delivery method" required {...field('delivery_method_id')} slotProps={nativeSelect}>
        <option value="">Choose…</option>
        {lookups.data?.deliveryMethods.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </TextField>
      <TextField label="Start date/time" required {...dateTime('start')} />
      <TextField label="End date/time" required {...dateTime('end')} />
      {all && (
        <>
          <TextField label="Sponsoring Organization" {...field('sponsoring_org')} />
          <TextField label="Focus Code" {...field('focus_code')} />
          <TextField label="Description" multiline minRows={3} {...field('description')} sx={{ gridColumn: { md: 'span 2' } }} />
        </>
      )}
    </>
  );
}
