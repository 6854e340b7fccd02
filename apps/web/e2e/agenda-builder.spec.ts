/**
 * The agenda builder on a fresh Draft course of its own (so other specs' demo courses
 * stay as seeded): modules added through the dialog, one dragged onto the new-day zone
 * with the mouse, one moved with the keyboard, the credit total following along, and
 * the order still there after a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, login, test } from './fixtures.ts';
import { courseIdByTitle, createDraftCourseByApi } from './support/courses.ts';

const orderSaved = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/agendas/order/') && r.request().method() === 'PUT');

async function addModule(page: Page, button: Locator, title: string) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Field of study 1' }).selectOption({ label: 'Taxes' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

/** The module titles of each day, in order. */
async function agendaOrder(page: Page): Promise<string[][]> {
  return page
    .locator('section[data-day]')
    .evaluateAll((days) => days.map((day) => [...day.querySelectorAll('li h3')].map((h) => h.textContent ?? '')));
}

test('build a two-day agenda with drag and drop and keyboard moves', async ({ page }) => {
  // Three dialogs, three saved moves, an edit and a reload: more than the suite's default 30 s on a busy machine.
  test.setTimeout(60_000);
  await login(page, 'admin');
  const id = await createDraftCourseByApi(page, `Agenda builder e2e ${Date.now()}`);
  await page.goto(`/course/${id}/agenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible();
  const total = page.getByTestId('credits-total');
  await expect(total).toHaveText('0.0');

  // Each module lasts 50 minutes from the end of the day's last one: one credit each.
  await addModule(page, page.getByRole('button', { name: 'Add module on a new day' }), 'Opening session');
  await expect(total).toHaveText('1.0');
  await addModule(page, page.getByRole('button', { name: 'Add module to Day 1' }), 'Second session');
  await expect(total).toHaveText('2.0');
  await addModule(page, page.getByRole('button', { name: 'Add module to Day 1' }), 'Third session');
  await expect(total).toHaveText('3.0');
  expect(await agendaOrder(page)).toEqual([['Opening session', 'Second session', 'Third session']]);

  // Drag 'Second session' by its handle onto the empty new-day zone.
  const handle = page.getByRole('button', { name: 'Drag Second session' });
  const zone = page.getByTestId('new-day-zone');
  await zone.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await zone.boundingBox();
  if (!from || !to) throw new Error('drag handle or new-day zone not laid out');
  const saved = orderSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  expect(await agendaOrder(page)).toEqual([['Opening session', 'Third session'], ['Second session']]);

  // Keyboard: Move down on the last module of day 1 puts it first on day 2.
  const moved = orderSaved(page);
  await page.getByRole('button', { name: 'Move down Third session' }).focus();
  await page.keyboard.press('Enter');
  expect((await moved).ok()).toBe(true);
  expect(await agendaOrder(page)).toEqual([['Opening session'], ['Third session', 'Second session']]);
  // Third (10:40–11:30) now runs before Second (09:50–10:40) on day 2: both are flagged.
  await expect(page.getByText('Module ends after the next module begins.')).toBeVisible();
  await expect(page.getByText('Module starts before the previous module ends.')).toBeVisible();

  // Changing a module changes the total: Opening lengthened to 100 minutes.
  await page.getByRole('button', { name: 'Edit Opening session' }).click();
  await page.getByRole('dialog').getByLabel('End Time').fill('10:40');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(total).toHaveText('4.0');

  // The drag handle's keyboard sensor: Space picks up, an arrow moves, Space drops; within a day the two swap.
  const sensed = orderSaved(page);
  const secondHandle = page.getByRole('button', { name: 'Drag Second session' });
  await secondHandle.focus();
  await page.keyboard.press('Space');
  await expect(secondHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Second session is over Third session.')).toBeAttached();
  await page.keyboard.press('Space');
  expect((await sensed).ok()).toBe(true);
  expect(await agendaOrder(page)).toEqual([['Opening session'], ['Second session', 'Third session']]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Second session' })).toBeVisible();
  expect(await agendaOrder(page)).toEqual([['Opening session'], ['Second session', 'Third session']]);
  await expect(total).toHaveText('4.0');
  await expectNoSeriousA11yViolations(page, `/course/${id}/agenda`);
});

test('the CPE, review, IRS and NASBA steps of a demo course load without errors or serious axe findings', async ({ page }) => {
  // Four axe runs of a few seconds each on a loaded CI machine: more than the default 30 s.
  test.setTimeout(90_000);
  const id = await courseIdByTitle('Ethics for Tax Professionals');
  await login(page, 'admin');
  // [subpage, heading, a text it shows, axe it]: axe takes seconds, so only the steps with unusual widgets.
  const steps: [string, string, string, boolean][] = [
    ['cpe', 'CPE Information', 'Credits summary', true],
    ['credits', 'Credits', 'Total', false],
    ['qualification', 'Program Qualification', 'Add qualification', true],
    ['contentreview', 'Content Review', 'Finalization date:', true],
    ['irs', 'IRS CE Information', 'IRS program number', true],
    ['nasba', 'NASBA Questions', 'What are the learning objectives of the program?', false],
  ];
  for (const [path, title, shows, axe] of steps) {
    await page.goto(`/course/${id}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
    if (axe) await expectNoSeriousA11yViolations(page, `/course/${id}/${path}`);
  }
});
