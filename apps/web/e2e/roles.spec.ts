/**
 * Roles and permissions from scratch: a firm onboarded by tenant:create (no demo data). A
 * learner registers; the admin creates a role, grants it codes, gives it to the learner from
 * the role's People dialog, sees it on the learner's Roles and Permissions page, takes it
 * away and gives it back there; /permissions lists the spec's codes; the pages fit 390 px.
 */
import { PERMISSION_CODES, PERMISSIONS, SYSTEM_ROLE_PROTECTED } from '@cpe/contract';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { fullName, type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-roles';
const ROLE = 'Content Reviewer';
const RITA: Learner = { first: 'Rita', last: 'Roles', email: 'rita@roles.example.com', password: 'Learner!2026-pass' };

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;

test.beforeAll(async () => {
  firm = await createScratchTenant();
});
test.beforeEach(() => test.setTimeout(180_000));

async function openRoles(page: Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
}
const otherRoles = (page: Page) => page.getByRole('table', { name: 'Other roles' });

async function personIdOf(email: string): Promise<number> {
  return inTenant(firm.subdomain, async (client) => {
    const { rows } = await client.query<{ person_id: number }>('SELECT person_id FROM person_emails WHERE lower(email_address) = $1', [
      email,
    ]);
    return rows[0]?.person_id as number;
  });
}

test('the admin sets a password; a learner registers', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  await registerLearner(page, firm, RITA);
});

test('the admin creates a role, grants it codes and gives it to the learner; system roles are protected', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await openRoles(page);
  await expect(page.getByRole('table', { name: 'System roles' }).getByRole('row', { name: /^Admin / })).toBeVisible();

  await page.getByRole('button', { name: 'Codes of Admin', exact: true }).click();
  const adminCodes = page.getByRole('dialog', { name: 'Permission codes of Admin' });
  await expect(adminCodes.getByText(SYSTEM_ROLE_PROTECTED)).toBeVisible();
  await expect(adminCodes.getByRole('checkbox', { name: `HPT013: ${PERMISSIONS.HPT013}` })).toBeDisabled();
  await adminCodes.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Rename of Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Role name').fill(ROLE);
  await create.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role created')).toBeVisible();
  await expect(otherRoles(page).getByRole('row', { name: new RegExp(`^${ROLE} ---- 0`) })).toBeVisible();

  await page.getByRole('button', { name: `Codes of ${ROLE}` }).click();
  const codes = page.getByRole('dialog', { name: `Permission codes of ${ROLE}` });
  for (const code of ['CRS053', 'HPT005'] as const) {
    const box = codes.getByRole('checkbox', { name: `${code}: ${PERMISSIONS[code]}` });
    // The box follows the server: it is ticked once the grant is saved and the role reloaded.
    await box.click();
    await expect(box).toBeChecked();
  }
  await expectNoSeriousA11yViolations(page, 'a role’s codes');
  await codes.getByRole('button', { name: 'Close' }).click();
  await expect(otherRoles(page).getByRole('row', { name: new RegExp(`^${ROLE} CRS053, HPT005 0`) })).toBeVisible();

  await page.getByRole('button', { name: `People of ${ROLE}` }).click();
  const people = page.getByRole('dialog', { name: `People holding ${ROLE}` });
  await expect(people.getByText('Nobody holds this role.')).toBeVisible();
  await people.getByRole('combobox', { name: 'Person' }).fill(RITA.first);
  await page.getByRole('option', { name: fullName(RITA), exact: true }).click();
  await people.getByRole('button', { name: 'Give role' }).click();
  await expect(
    people.getByRole('table', { name: `People holding ${ROLE}` }).getByRole('row', { name: new RegExp(fullName(RITA)) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a role’s people');
  await people.getByRole('button', { name: 'Close' }).click();
  await expect(otherRoles(page).getByRole('row', { name: new RegExp(`^${ROLE} CRS053, HPT005 1`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Roles');
});

test('/permissions lists every permission code with its meaning and the roles holding it', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/permissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Permission codes' });
  await expect(table.getByRole('row')).toHaveCount(PERMISSION_CODES.length + 1);
  for (const code of ['HPT013', 'HPT014', 'ADM008', 'CLS055'] as const) {
    await expect(table.getByRole('row', { name: new RegExp(`^${code} ${PERMISSIONS[code]}`) })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /^CRS053 / })).toContainText(ROLE);
  // Grant a code to the role from here, then take it back.
  await table.getByRole('button', { name: 'Grant HPT024' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant HPT024' });
  await grant.getByRole('checkbox', { name: ROLE }).click();
  await expect(grant.getByRole('checkbox', { name: ROLE })).toBeChecked();
  await grant.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row', { name: /^HPT024 / })).toContainText(ROLE);
  await table.getByRole('button', { name: 'Grant HPT024' }).click();
  await grant.getByRole('checkbox', { name: ROLE }).click();
  await expect(grant.getByRole('checkbox', { name: ROLE })).not.toBeChecked();
  await grant.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row', { name: /^HPT024 / })).not.toContainText(ROLE);
  await expectNoSeriousA11yViolations(page, 'Permissions');
});

test('the learner’s Roles and Permissions page shows the role and its codes; the admin removes it and gives it back', async ({ page }) => {
  const id = await personIdOf(RITA.email);
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/user-administration/external/${id}/roles_and_permissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and Permissions' })).toBeVisible();
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('row', { name: new RegExp(`^${ROLE} No`) })).toBeVisible();
  const codes = page.getByRole('table', { name: 'Permission codes' });
  await expect(codes.getByRole('row', { name: `CRS053 ${PERMISSIONS.CRS053}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Roles and Permissions');

  await page.getByRole('button', { name: `Remove role ${ROLE}` }).click();
  await expect(page.getByText(`${ROLE} role removed`)).toBeVisible();
  await expect(roles.getByRole('row', { name: new RegExp(`^${ROLE}`) })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Permission codes' }).getByRole('row', { name: /^CRS053/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Role to add' }).click();
  await page.getByRole('option', { name: ROLE, exact: true }).click();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(`^${ROLE} No`) })).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and Permissions' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Roles and Permissions at 390 px');
  await page.goto(`${firm.origin}/roles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(otherRoles(page)).toBeVisible();
  await expectNoSidewaysScroll(page, 'Roles at 390 px');
  await page.goto(`${firm.origin}/permissions`);
  await expect(page.getByRole('table', { name: 'Permission codes' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Permissions at 390 px');
});
