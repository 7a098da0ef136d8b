import { compare, hash } from 'bcrypt';

/** About 180 ms a hash on this hardware (TOOLCHAIN.md): slow for an attacker, fine for a login. */
export const BCRYPT_COST = 12;

// Only bcrypt's async API: the sync one blocks the event loop for every other request meanwhile.

export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return compare(password, passwordHash);
}
