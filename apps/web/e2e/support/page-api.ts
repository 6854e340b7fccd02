/**
 * A call of the product's API as the user signed in on `page`, with the headers the app itself
 * sends (its token and user id): what another screen, or another person, would have started.
 */
import type { Page } from '@playwright/test';

export async function apiAsPage<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const user = JSON.parse(localStorage.getItem('cpe.user') ?? '{}') as { person_id: number };
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('cpe.token')}`,
          user_id: String(user.person_id),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, path, body },
  );
}
