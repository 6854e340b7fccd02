import { styled } from '@mui/material/styles';
import { forwardRef, type InputHTMLAttributes, useId } from 'react';

const Root = styled('div')(({ theme }) => {
  const ease = (props: string[]) =>
    theme.transitions.create(props, { duration: theme.transitions.duration.shorter, easing: theme.transitions.easing.easeOut });
  const floated = { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' };
  const notched = { maxWidth: '100%' };
  return {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    width: '100%',
    '& .lf-box': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: theme.palette.text.primary,
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      cursor: 'text',
      borderRadius: theme.shape.borderRadius,
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      WebkitTapHighlightColor: 'transparent',
      borderRadius: 'inherit',
      // The outline's 2px border shows the focus, as on MUI's inputs.
      '&:focus': { outline: 0 },
      '&::placeholder': { opacity: 0 },
    },
    '& label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: theme.palette.text.secondary,
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      transition: ease(['color', 'transform', 'max-width']),
    },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      transition: ease(['max-width']),
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    // The label floats into the outline's notch while the input is focused, holds text or is
    // autofilled (a rule of its own: a browser without :-webkit-autofill drops its whole rule).
    '& input:focus ~ label, & input:not(:placeholder-shown) ~ label': floated,
    '& input:focus ~ fieldset legend, & input:not(:placeholder-shown) ~ fieldset legend': notched,
    '& input:-webkit-autofill ~ label': floated,
    '& input:-webkit-autofill ~ fieldset legend': notched,
    '& .lf-help': { ...theme.typography.caption, color: theme.palette.text.secondary, textAlign: 'left', margin: '3px 14px 0' },
    // Hover, then focus, then error: equally specific, so the later one wins, as on MUI's fields.
    '@media (hover: hover)': { '& input:hover ~ fieldset': { borderColor: theme.palette.text.primary } },
    '& input:focus ~ label': { color: theme.palette.primary.main },
    '& input:focus ~ fieldset': { borderWidth: 2, borderColor: theme.palette.primary.main },
    '&.lf-error input ~ label, &.lf-error .lf-help': { color: theme.palette.error.main },
    '&.lf-error input ~ fieldset': { borderColor: theme.palette.error.main },
  };
});

export interface LightTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder'> {
  label: string;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text field drawn as MUI's (floating label, notched outline, helper text) from a
 * native input and CSS alone: /login shows its form before any of MUI's input components
 * load (issue 17). An empty placeholder lets CSS see an input that holds text
 * (`:placeholder-shown`). The label names the input, the helper text describes it, and an
 * error sets aria-invalid, as on MUI's fields.
 */
export const LightTextField = forwardRef<HTMLInputElement, LightTextFieldProps>(function LightTextField(
  { label, error = false, helperText, id: givenId, ...input },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helpId = `${id}-help`;
  return (
    <Root className={error ? 'lf-error' : undefined}>
      <div className="lf-box">
        <input
          ref={ref}
          id={id}
          placeholder=" "
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helpId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="lf-help" id={helpId}>
          {helperText}
        </p>
      )}
    </Root>
  );
});
