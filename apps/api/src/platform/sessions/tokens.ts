import { createHash, randomBytes } from 'node:crypto';

/** Opaque random tokens (sessions, e-mailed links). Only their SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization.trim());
  return m ? (m[1] as string) : null;
}
