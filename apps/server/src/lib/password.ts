import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id parameters: OWASP's second recommended profile (m = 19 MiB, t = 2, p = 1).
 * Written out rather than left to the library default so a dependency upgrade cannot silently weaken them.
 * Argon2id is @node-rs/argon2's default algorithm; the `$argon2id$` prefix of every hash proves it (see the tests).
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password (or any user secret such as a backup code) with Argon2id; returns the PHC string. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** True when `plain` matches the Argon2 PHC string `hashed`; false for a mismatch or a malformed hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    // A malformed stored hash must read as "no match", never as a 500 that reveals the account exists.
    return false;
  }
}
