import { z } from 'zod';
import { FIELD_LIMITS } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** Field schemas shared by the forms and the API, carrying the SPEC's messages. */

/** Not a full RFC 5322 parser: something@something.tld, no spaces, at most 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);

/** Password as typed at sign-in: only required. */
export const loginPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired);

/** A new password: the SPEC's register rules. */
export const newPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(FIELD_LIMITS.passwordMin, M.passwordMin)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: M.passwordComplexity,
  })
  .refine((value) => utf8ByteLength(value) <= FIELD_LIMITS.passwordMaxBytes, {
    message: M.passwordTooLong,
  });

/** UTF-8 length without Buffer, so the same check runs in the browser. */
function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

export const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .min(FIELD_LIMITS.nameMin, M.nameMin)
  .max(100);
