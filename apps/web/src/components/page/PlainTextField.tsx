import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';

interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: string;
}

/**
 * A labelled outlined text field without MUI TextField's select support, whose
 * menu and transitions would weigh on pages that must load fast (/login).
 */
export const PlainTextField = forwardRef<HTMLInputElement, PlainTextFieldProps>(function PlainTextField(
  { label, helperText, error, fullWidth = true, ...input },
  ref,
) {
  const id = useId();
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputRef={ref} aria-describedby={helperText ? `${id}-help` : undefined} {...input} />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
