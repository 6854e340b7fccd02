/**
 * Layout checks of the e2e suite: sideways page scroll, scroll regions of wide tables,
 * overlapping boxes and colour contrast, measured in the browser.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { inTenant } from './db.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** The page itself does not scroll sideways: its scroll width fits the window. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A wide table's scroll region: named, focusable, wider inside than out, scrolled by
 * the arrow keys once focused, and showing that it scrolls (its scroll shadows).
 */
export async function expectScrollRegion(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await expect(region).toHaveAttribute('tabindex', '0');
  const size = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    image: getComputedStyle(el).backgroundImage,
  }));
  expect(size.scroll, `${name}: the table is wider than its region`).toBeGreaterThan(size.client);
  expect(size.image, `${name}: scroll shadows`).toContain('gradient');
  await region.evaluate((el) => {
    el.scrollLeft = 0;
  });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft), { message: `${name}: ArrowRight scrolls it` }).toBeGreaterThan(0);
  return region;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** WCAG contrast ratio of two CSS colours ('rgb(…)' or '#rrggbb'). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
    const parts = hex ? hex.slice(1).map((h) => Number.parseInt(h, 16)) : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const [r, g, b] = parts.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The id of a demo class by its title (the ids depend on the seed's order). */
export async function classIdByTitle(title: string): Promise<number> {
  return inTenant('demo', async (client, tenantId) => {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM classes WHERE tenant_id = $2 AND class_title = $1 ORDER BY id LIMIT 1',
      [title, tenantId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no class titled ${title}`);
    return id;
  });
}
