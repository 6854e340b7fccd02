/**
 * The tenant is the first label of the host name. Bare `localhost`
 * and IP addresses carry no tenant; the server then uses its default tenant.
 */
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidSubdomain(value: string): boolean {
  return SUBDOMAIN.test(value);
}

export function subdomainFromHost(host: string | undefined): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return null; // IPv6 literal
  name = name.replace(/:\d+$/, '');
  if (name === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2) return null;
  const first = labels[0] ?? '';
  return isValidSubdomain(first) ? first : null;
}
