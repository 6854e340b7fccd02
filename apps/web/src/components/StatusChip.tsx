import Chip from '@mui/material/Chip';
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { type StatusTone, statusTone } from './status-tone.ts';

/** WCAG AA for normal text: chips are small text. */
const MIN_CONTRAST = 4.5;

/**
 * A light tint of the tone's colour with text in a darker shade of it, darkened until
 * it reads at AA against the tint, whatever colours the tenant's theme gives.
 */
export function chipColors(theme: Theme, tone: StatusTone): { bg: string; fg: string } {
  if (tone === 'neutral') return { bg: theme.palette.grey[200], fg: theme.palette.text.primary };
  const main = theme.palette[tone].main;
  const bg = lighten(main, 0.85);
  let fg = darken(main, 0.2);
  for (let step = 0.3; getContrastRatio(fg, bg) < MIN_CONTRAST && step <= 1; step += 0.1) fg = darken(main, step);
  return { bg, fg };
}

/** A status (course, class, checklist row…) as a chip coloured by its tone. */
export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  const tone = statusTone(status);
  return (
    <Chip
      // A span, so that a chip may stand inside a line of text.
      component="span"
      size="small"
      label={status}
      data-tone={tone}
      data-testid={testId}
      sx={(theme) => {
        const { bg, fg } = chipColors(theme, tone);
        return { bgcolor: bg, color: fg, fontWeight: 500, border: 1, borderColor: fg, textTransform: 'none', verticalAlign: 'middle' };
      }}
    />
  );
}
