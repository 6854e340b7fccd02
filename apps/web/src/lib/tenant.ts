import { subdomainFromHost } from '@cpe/contract';

/** The tenant of this page: the first label of the host name, or none (the server's default). */
export function currentSubdomain(): string | null {
  return subdomainFromHost(window.location.host);
}
