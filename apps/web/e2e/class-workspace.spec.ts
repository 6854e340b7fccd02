import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { controlSandbox, resetSandbox } from './support/courses.ts';
import { inTenant } from './support/db.ts';
import { sandboxSystem } from './support/lms.ts';

/** The demo's past Uncertified class with a roster that attended (seed: demo-classes.ts). */
const DEMO_CLASS = 'Partner Leadership: Winter Cohort';

/**
 * A fresh copy of the demo class (days, roster with attendance, contacts, instructors)
 * under a new title, so that certifying, voiding and syncing here leave the demo class
 * to the other tests. `lmsId` is one the LMS sandbox holds (SEEDED_CLASSES), or null.
 */
async function copyDemoClass(title: string, lmsId: string | null): Promise<number> {
  return inTenant('demo', async (client, tenantId) => {
    const source = await client.query<{ id: number }>('SELECT id FROM classes WHERE tenant_id = $1 AND class_title = $2', [
      tenantId,
      DEMO_CLASS,
    ]);
    const from = source.rows[0]?.id;
    if (from === undefined) throw new Error(`no demo class ${DEMO_CLASS}`);
    const created = await client.query<{ id: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, delivery_method_id, facility, location, delivered_virtually, timezone,
                            sponsor, cq_duration, daily_attendance_codes, start_date, lms_id, created_by, created_at, updated_by, updated_at)
       SELECT tenant_id, course_id, $3, 'Uncertified', delivery_method_id, facility, location, delivered_virtually, timezone,
              sponsor, cq_duration, daily_attendance_codes, start_date, $4, created_by, now(), updated_by, now()
         FROM classes WHERE tenant_id = $1 AND id = $2 RETURNING id`,
      [tenantId, from, title, lmsId],
    );
    const to = created.rows[0]?.id;
    if (to === undefined) throw new Error('the class copy failed');
    const args = [tenantId, from, to];
    await client.query(
      `INSERT INTO class_days (tenant_id, class_id, day, class_date, start_time, end_time, starts_at, ends_at)
       SELECT tenant_id, $3, day, class_date, start_time, end_time, starts_at, ends_at FROM class_days WHERE tenant_id = $1 AND class_id = $2`,
      args,
    );
    await client.query(
      `INSERT INTO class_contacts (tenant_id, class_id, person_id, role_id)
       SELECT tenant_id, $3, person_id, role_id FROM class_contacts WHERE tenant_id = $1 AND class_id = $2`,
      args,
    );
    await client.query(
      `INSERT INTO class_instructors (tenant_id, class_id, module_id, person_id)
       SELECT tenant_id, $3, module_id, person_id FROM class_instructors WHERE tenant_id = $1 AND class_id = $2`,
      args,
    );
    await client.query(
      `INSERT INTO class_roster (tenant_id, class_id, person_id, is_external_learner, roster_add_method_id, created_by, created_at)
       SELECT tenant_id, $3, person_id, is_external_learner, roster_add_method_id, created_by, now()
         FROM class_roster WHERE tenant_id = $1 AND class_id = $2 AND removed_at IS NULL`,
      args,
    );
    await client.query(
      `INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_by, updated_at)
       SELECT a.tenant_id, n.id, a.day, a.attended, a.updated_by, now()
         FROM roster_attendance a
         JOIN class_roster r ON r.tenant_id = a.tenant_id AND r.id = a.roster_id AND r.class_id = $2
         JOIN class_roster n ON n.tenant_id = a.tenant_id AND n.class_id = $3 AND n.person_id = r.person_id
        WHERE a.tenant_id = $1`,
      args,
    );
    return to;
  });
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' });
const header = (page: Page) => page.getByRole('region', { name: 'Header' });

test.describe('class workspace', () => {
  test('shows the class, and voids it: every step disabled afterwards', async ({ page }) => {
    const id = await copyDemoClass('E2E class to void', null);
    await signIn(page, 'admin');
    await page.goto(`/class/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Class Details' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('E2E class to void')).toBeVisible();
    await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Uncertified');
    await expectNoSeriousA11yViolations(page, '/class/{id}');

    await steps(page)
      .getByRole('link', { name: /^Approval/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval' })).toBeVisible();
    await expect(page.getByTestId('check-Passed Approval')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class/{id}/approval');
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Void class' });
    await expectNoSeriousA11yViolations(page, 'void class dialog');
    await dialog.getByRole('button', { name: 'Void class' }).click();
    await expect(page.getByRole('alert')).toHaveText('Class was voided');
    await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Voided');
    await expect(page.getByText('This class was voided: its steps are disabled.')).toBeVisible();
    await expect(steps(page).getByRole('link')).toHaveCount(0);
    await expect(steps(page).getByTestId('step-approval')).toHaveAttribute('aria-disabled', 'true');
    await expect(steps(page).getByTestId('step-roster')).toHaveAttribute('aria-disabled', 'true');
  });

  test('certifies a class to completion through the polling', async ({ page }) => {
    const id = await copyDemoClass('E2E class to certify', 'SAP-CLS-900002');
    await signIn(page, 'admin');
    await page.goto(`/class/${id}/approval`);
    await page.getByRole('button', { name: 'Certify', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Certify class' });
    await expect(dialog.getByText('Passed Approval').first()).toBeVisible();
    // The certification fields as the demo's element configuration has them: the LMS ID is the LMS's own.
    await expect(dialog.getByLabel('LMS ID')).toBeDisabled();
    await expect(dialog.getByLabel('LMS ID')).toHaveValue('SAP-CLS-900002');
    await dialog.getByLabel('Sponsor').fill('E2E Sponsor Institute');
    await expectNoSeriousA11yViolations(page, 'certify confirmation');
    await dialog.getByRole('button', { name: 'Certify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Class certification is complete', { timeout: 20_000 });
    await expect(header(page).getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');
    await page.getByRole('button', { name: 'Re-Certify' }).click();
    await expect(page.getByRole('dialog', { name: 'Re-Certify class' }).getByLabel('Sponsor')).toHaveValue('E2E Sponsor Institute');
  });

  test('certifies a class the LMS does not have: the class and its completions reach the LMS sandbox', async ({ page }) => {
    // The class goes to the LMS first, then its completions: more LMS round trips than a certification of a synced class.
    test.setTimeout(90_000);
    const id = await copyDemoClass('E2E class made from scratch', null);
    await signIn(page, 'admin');
    await page.goto(`/class/${id}/approval`);
    // The Approval checklist shows what Certify checks, the attestation rows included.
    await expect(page.getByTestId('check-Instructors')).toHaveText('PASS');
    await expect(page.getByTestId('check-Coordinator')).toHaveText('PASS');
    await page.getByRole('button', { name: 'Certify', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Certify class' });
    await expect(dialog.getByLabel('LMS ID')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Certify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Class certification is complete', { timeout: 30_000 });
    await expect(header(page).getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');
    const lms = await sandboxSystem('SAP', 'demo');
    const [lmsId, record] = Object.entries(lms?.classes ?? {}).find(([, c]) => c.externalId === String(id)) ?? [];
    expect(record).toMatchObject({ title: 'E2E class made from scratch', courseLmsId: 'SAP-CRS-000103' });
    expect(Object.keys(lms?.completions[lmsId as string] ?? {})).toHaveLength(2);
  });

  test('class search: finds a class, opens it, and keeps the criteria on the way back', async ({ page }) => {
    await signIn(page, 'coordinator');
    await page.goto('/class-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Class Search' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Classes' })).toBeVisible();
    await page.getByRole('search', { name: 'Class search' }).getByLabel('Search').fill('Winter Cohort');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = page.getByRole('table', { name: 'Classes' }).getByRole('link', { name: DEMO_CLASS });
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class-search');
    await link.click();
    await expect(page.getByRole('banner').getByText(DEMO_CLASS)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('search', { name: 'Class search' }).getByLabel('Search')).toHaveValue('Winter Cohort');
    await expect(page.getByRole('table', { name: 'Classes' }).getByRole('link', { name: DEMO_CLASS })).toBeVisible();
    // The Person filter searches the server as the user types (GET /api/persons/search).
    const person = page.getByRole('search', { name: 'Class search' }).getByRole('combobox', { name: 'Person' });
    await person.fill('cora coo');
    await page.getByRole('option', { name: 'Cora Coordinator' }).click();
    await expect(person).toHaveValue('Cora Coordinator');
  });

  test.describe('LMS sync', () => {
    test.afterEach(async () => {
      await resetSandbox();
    });

    test('syncs with the LMS sandbox, once failing, then succeeding', async ({ page }) => {
      const id = await copyDemoClass('E2E class to sync', 'SAP-CLS-900003');
      await controlSandbox({ latencyMs: 100, failureMode: 'http-error', failCount: 1 });
      await signIn(page, 'admin');
      await page.goto(`/class/${id}/approval`);
      const overlay = page.getByRole('dialog', { name: 'Syncing data from SAP' });
      await page.getByRole('button', { name: 'Sync with SAP' }).click();
      await expect(page.getByRole('alert')).toHaveText(/temporarily unavailable/, { timeout: 20_000 });
      await expect(overlay).toBeHidden();

      await page.getByRole('button', { name: 'Sync with SAP' }).click();
      await expect(overlay).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Class details synced, grabbing updated information', { timeout: 20_000 });
      await expect(overlay).toBeHidden();
    });
  });
});
