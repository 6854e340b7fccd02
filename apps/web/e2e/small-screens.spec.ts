/**
 * A phone (390×844) and a wide desktop (1440): the page never scrolls sideways; wide
 * tables scroll inside named, focusable regions that show they scroll; on the roster
 * the learner's name stays beside the checkboxes and the header scrolls with the rows.
 */
import { expect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { courseIdByTitle } from './support/courses.ts';
import { boxOf, classIdByTitle, DESKTOP, expectNoSidewaysScroll, expectScrollRegion, PHONE } from './support/layout.ts';

const WINTER = 'Partner Leadership: Winter Cohort';
const COURSE = 'Revenue Recognition Deep Dive';

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  test('course search: the results scroll in their region, not the page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/course-search');
    await expect(page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page, '/course-search');
    await expectScrollRegion(page, 'Courses');
    await expectNoSeriousA11yViolations(page, '/course-search at 390');
  });

  test('class roster: names stay beside their checkboxes and the header scrolls with the rows', async ({ page }) => {
    const id = await classIdByTitle(WINTER);
    await signIn(page, 'admin');
    await page.goto(`/class/${id}/roster`);
    const table = page.getByRole('table', { name: 'Class roster' });
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page, 'the roster');
    const region = await expectScrollRegion(page, 'Class roster');

    // Bring the first learner's last day into view: the table scrolls sideways as far as it goes.
    const row = table.getByRole('row').nth(1);
    const checkboxes = row.getByRole('checkbox');
    const lastDay = checkboxes.nth((await checkboxes.count()) - 2);
    await lastDay.scrollIntoViewIfNeeded();
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);

    const [area, name, box] = await Promise.all([boxOf(region), boxOf(row.getByRole('cell').first()), boxOf(lastDay)]);
    expect(name.x, 'the name is in view at the left').toBeGreaterThanOrEqual(area.x - 1);
    expect(name.x + name.width, 'the name ends before the checkbox').toBeLessThanOrEqual(box.x + 1);
    expect(box.x + box.width, 'the checkbox is in view').toBeLessThanOrEqual(area.x + area.width + 1);
    expect(Math.abs(name.y + name.height / 2 - (box.y + box.height / 2)), 'on the same line').toBeLessThan(box.height);

    // The column header of that day stands above its checkbox.
    const headers = table.getByRole('columnheader');
    const dayHeader = headers.nth((await headers.count()) - 4);
    const head = await boxOf(dayHeader);
    expect(head.x).toBeLessThanOrEqual(box.x);
    expect(head.x + head.width).toBeGreaterThanOrEqual(box.x + box.width);
    await expectNoSeriousA11yViolations(page, 'the roster at 390');
  });

  test('course and class workspaces never scroll sideways', async ({ page }) => {
    test.setTimeout(120_000);
    const courseId = await courseIdByTitle(COURSE);
    const classId = await classIdByTitle(WINTER);
    await login(page, 'admin');
    const pages = [
      ...['', '/agenda', '/cpe', '/contentreview', '/documentation', '/approval', '/version', '/audit'].map(
        (s) => `/course/${courseId}${s}`,
      ),
      ...['', '/agenda', '/contacts', '/roster', '/credits', '/documentation', '/approval', '/audit'].map((s) => `/class/${classId}${s}`),
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Give the step's data its turn to arrive and lay out.
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
      // The item title keeps room in the top bar beside Search, Review Summary and the menus.
      const title = await boxOf(page.getByRole('banner').locator('p').last());
      expect(title.width, `${path}: the top bar title`).toBeGreaterThan(100);
    }
  });
});

test('the agenda page does not scroll sideways at 1440 or at 390', async ({ page }) => {
  const id = await courseIdByTitle('Federal Tax Update 2026');
  await login(page, 'admin');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`/course/${id}/agenda`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible();
    // The live region that announces moves is there, empty, and out of sight.
    const status = page.locator('[role="status"][aria-live="polite"]').last();
    await expect(status).toBeAttached();
    expect((await boxOf(status)).width).toBeLessThanOrEqual(1);
    await expectNoSidewaysScroll(page, `agenda at ${viewport.width}`);
  }
});
