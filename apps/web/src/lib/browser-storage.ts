/**
 * Where the browser keeps the session (in browser storage): the authorization
 * token in session storage, so it survives a reload but not a closed tab; the
 * user with roles and permissions in local storage. Access never throws: a
 * browser that refuses storage just forgets.
 */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still works for this page.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const browserStorage = {
  getSession: (key: string) => read(session, key),
  setSession: (key: string, value: string | null) => write(session, key, value),
  getLocal: (key: string) => read(local, key),
  setLocal: (key: string, value: string | null) => write(local, key, value),
};

export function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
