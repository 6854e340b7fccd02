/**
 * Hides text from sight but not from screen readers. Sizes are pixel strings: in MUI's
 * `sx` a bare `1` means 100 %, which made such an element as wide as its container
 * and the agenda page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
