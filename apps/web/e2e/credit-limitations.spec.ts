/**
 * Credit limitations (/accadmin/creditlimitation, ADR 0037) in Chromium: the Educe ACC
 * Administrator adds a per-day cap through the screen (a bad maximum refused), and the class
 * roster's limitation reasons then name that rule; the error log searches. The rule is on the
 * demo tenant only while this test runs (one worker: no other spec runs meanwhile), and is
 * switched off in `finally` whatever happens.
 */
import { CREDIT_LIMITATION_SCOPE_LABELS } from '@cpe/contract';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const RULE = `Half a credit a day ${Date.now()}`;
const WINTER = 'Partner Leadership: Winter Cohort';

async function winterClassId(): Promise<number> {
  return inTenant('demo', async (client, tenantId) => {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM classes WHERE tenant_id = $2 AND class_title = $1 ORDER BY id LIMIT 1',
      [WINTER, tenantId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no class titled ${WINTER}`);
    return id;
  });
}

test('a per-day cap added on the screen cuts the roster’s credits with the rule’s reason; the error log searches', async ({ page }) => {
  test.setTimeout(90_000);
  try {
    await signIn(page, 'accadmin');
    await page.goto('/accadmin/creditlimitation');
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Limitations' })).toBeVisible();
    await page.getByRole('button', { name: 'New credit limitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New credit limitation' });
    await dialog.getByRole('textbox', { name: 'Rule name' }).fill(RULE);
    await dialog.getByRole('combobox', { name: 'Limits' }).click();
    await page.getByRole('option', { name: CREDIT_LIMITATION_SCOPE_LABELS.day }).click();
    const max = dialog.getByRole('textbox', { name: 'Maximum credits' });
    await max.fill('0');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeVisible();
    await max.fill('0.5');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    const rules = page.getByRole('table', { name: 'Credit limitations' });
    await expect(rules.getByRole('row').filter({ hasText: RULE })).toContainText('0.5');
    await expectNoSeriousA11yViolations(page, 'credit limitations');

    // The roster computes learners' credits with the firm's rules: the reasons name this one.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'admin');
    await page.goto(`/class/${await winterClassId()}/roster`);
    await expect(page.getByRole('table', { name: 'Class roster' })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`Credit limitation reasons for .*Credit limitation '${RULE}' removed`)).first()).toBeVisible();

    // The error log (cuts are recorded when credits are awarded) searches by learner and rule.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'accadmin');
    await page.goto('/accadmin/errorlog');
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Limitation Error Log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rule' }).click();
    await page.getByRole('option', { name: RULE }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No credit limitation cuts match.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'credit limitation error log');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/accadmin/creditlimitation');
    await expect(page.getByRole('table', { name: 'Credit limitations' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'credit limitations at 390');
  } finally {
    await inTenant('demo', (client, tenantId) =>
      client.query('UPDATE credit_limitation_rules SET is_active = false WHERE tenant_id = $1 AND name = $2', [tenantId, RULE]),
    );
  }
});
