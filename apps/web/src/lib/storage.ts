import type { z } from 'zod';

/** The SPEC's localStorage keys (section 3), named once. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  theme: 'theme',
} as const;

/**
 * localStorage access that never throws: storage can be unavailable (privacy modes, quota, disabled
 * cookies) and stored values can be stale or hand-edited, so every read is validated.
 */

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // NOTE: a full or disabled storage only costs persistence across reloads; the app keeps working.
  }
}

export function removeKeys(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Same as writeString: nothing to clean up when storage is unavailable.
  }
}

/** The stored JSON value under `key` if it parses and matches `schema`, otherwise null. */
export function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
