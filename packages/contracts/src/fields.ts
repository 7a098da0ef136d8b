import { z } from 'zod';
import { FIELD_LIMITS } from './constants';
import { fillMessage, VALIDATION_MESSAGES as M } from './messages';

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

/** Stored and compared lower-case, so `Ann@Example.com` and `ann@example.com` are one account. */
export const accountEmailField = emailField.toLowerCase();

/** The example in the phone message: Ofcom's range reserved for drama, never a real line. */
export const UK_PHONE_EXAMPLE = '+44 7700 900123';

const UK_PHONE_PATTERN = new RegExp(`^\\+44\\d{${FIELD_LIMITS.ukPhoneDigits}}$`);

/** The form the API stores and compares: whitespace removed, `+44 7700 900123` -> `+447700900123`. */
export function normaliseUkPhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True for +44 followed by exactly 10 digits once spaces are removed (SPEC section 5). */
export function isUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(normaliseUkPhone(value));
}

/** A required UK phone number, normalised (spaces removed). */
export const ukPhoneField = z
  .string({ error: M.phoneRequired })
  .overwrite(normaliseUkPhone)
  // An empty value gets only the "required" message, not the format one as well.
  .min(1, { message: M.phoneRequired, abort: true })
  .regex(UK_PHONE_PATTERN, fillMessage(M.phoneInvalid, { phone: UK_PHONE_EXAMPLE }));

/** Blank input means "none": an emptied optional field clears the stored value. */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** An optional phone (settings): null or blank clears it; otherwise a UK number as above. */
export const optionalUkPhoneField = z.preprocess(blankToNull, ukPhoneField.nullable());

/** An optional home address (settings): null or blank clears it. */
export const optionalAddressField = z.preprocess(
  blankToNull,
  z.string().trim().max(FIELD_LIMITS.addressMax, M.addressMax).nullable(),
);
