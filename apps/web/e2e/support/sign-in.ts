/**
 * Signing in without the login form, for the tests whose subject is another screen: the
 * product's own login call (argon2id and all), its answer written where the app keeps a session
 * across a reload (src/lib/session/session-store.ts), before the page's next load. It saves a
 * page load and the form per test; the form itself is tested by session.spec.ts, a11y.spec.ts
 * and first-login.spec.ts, which keep `login()`.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-password.ts';
import { workerServer } from './worker-server.ts';

interface LoginAnswer {
  token: string;
  user: unknown;
  session: unknown;
  personAccountStatus: string | null;
}

let signIns = 0;

/**
 * Signs `username` in on the page's tenant (demo unless `origin` names another); the page's next
 * load (usually the test's next `page.goto`) opens signed in. Once only: a logout later in the
 * test stays a logout, and a later signIn on the same page replaces this one.
 */
export async function signIn(page: Page, username: string, opts: { password?: string; origin?: string } = {}): Promise<void> {
  const origin = opts.origin ?? `http://demo.localhost:${workerServer().port}`;
  const subdomain = new URL(origin).hostname.split('.')[0] as string;
  const res = await page.request.post(`http://127.0.0.1:${workerServer().port}/api/auth/login`, {
    headers: { subdomain_name: subdomain },
    data: { username, password: opts.password ?? DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in of ${username} on ${subdomain}: ${res.status()} ${await res.text()}`);
  const answer = (await res.json()) as LoginAnswer;
  signIns += 1;
  await page.addInitScript(
    ({ origin, mark, answer }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, 'done');
      window.sessionStorage.setItem('cpe.token', answer.token);
      if (answer.personAccountStatus) window.sessionStorage.setItem('cpe.accountStatus', answer.personAccountStatus);
      else window.sessionStorage.removeItem('cpe.accountStatus');
      window.localStorage.setItem('cpe.user', JSON.stringify(answer.user));
      window.localStorage.setItem('cpe.sessionTime', JSON.stringify(answer.session));
    },
    { origin, mark: `e2e.signIn.${process.pid}.${signIns}`, answer },
  );
}
