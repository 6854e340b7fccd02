/**
 * WCAG 2.x contrast (theme colours; ADR 0036): the theme editor shows the ratio of
 * text on the primary colour as the admin picks, and the server refuses a primary that fails
 * AA for normal text. Pure functions on '#rrggbb' colours.
 */

/** WCAG AA for normal-size text. */
export const WCAG_AA_TEXT_RATIO = 4.5;

/**
 * The colour of text drawn on the primary colour (app bar titles, contained buttons). It is
 * fixed rather than chosen per colour: choosing the better of black and white would pass
 * every primary, and the tenant's app bar would flip between light and dark text.
 */
export const TEXT_ON_PRIMARY = '#ffffff';

const HEX_COLOR = /^#([0-9a-fA-F]{6})$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** One sRGB channel (0–255) in linear light. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb', 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOR.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1] as string, 16);
  const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff].map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 (same luminance) to 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio as people read it: rounded down to two decimals, so 4.499 never shows as a passing 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export interface PrimaryContrast {
  ratio: number;
  passes: boolean;
  /** 'Contrast 8.59:1 with white text: passes WCAG AA (4.5:1)'. */
  verdict: string;
}

/** The check of text on the primary colour, with the sentence the editor shows and the 400 carries. */
export function primaryContrast(primary: string): PrimaryContrast {
  const ratio = contrastRatio(primary, TEXT_ON_PRIMARY);
  const passes = ratio >= WCAG_AA_TEXT_RATIO;
  const verdict = `Contrast ${formatRatio(ratio)} with white text: ${passes ? 'passes' : 'fails'} WCAG AA (${WCAG_AA_TEXT_RATIO}:1)`;
  return { ratio, passes, verdict };
}
