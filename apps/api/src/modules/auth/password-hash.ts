import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at no less than OWASP's minimum (19 MiB, 2 iterations, parallelism 1).
 * The parameters travel inside the PHC hash string, so raising them later only
 * affects new hashes; `needsRehash` tells when an old one should be replaced.
 */
const ARGON2ID = 2 as Algorithm; // const enum value of Algorithm.Argon2id
export const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend comparable time so a missing account is not told apart by timing.
    await hash(password, HASH_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!m) return true;
  return Number(m[1]) < HASH_OPTIONS.memoryCost || Number(m[2]) < HASH_OPTIONS.timeCost;
}
