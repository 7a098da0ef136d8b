import { describe, expect, it } from 'vitest';
import { DeleteAccountBody, UpdateAccountBody } from './account';
import {
  isUkPhone,
  normaliseUkPhone,
  optionalAddressField,
  optionalUkPhoneField,
  UK_PHONE_EXAMPLE,
  ukPhoneField,
} from './fields';
import { fillMessage, VALIDATION_MESSAGES as M } from './messages';
import { DEFAULT_NOTIFICATIONS, NOTHING_TO_UPDATE, UpdateProfileBody, User } from './user';

const PHONE_INVALID = fillMessage(M.phoneInvalid, { phone: UK_PHONE_EXAMPLE });

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('UK phone helpers', () => {
  it.each([
    ['+44 7700 900123', '+447700900123', true],
    ['+447700900123', '+447700900123', true],
    [' +44 7700\t900 123 ', '+447700900123', true],
    ['07700 900123', '07700900123', false],
    ['+44 7700 90012', '+44770090012', false],
    ['+44 7700 9001234', '+4477009001234', false],
    ['+33 6 12 34 56 78', '+33612345678', false],
  ])('%j -> %j (valid: %s)', (input, normalised, valid) => {
    expect(normaliseUkPhone(input)).toBe(normalised);
    expect(isUkPhone(input)).toBe(valid);
  });

  it('fills the example number into the SPEC message', () => {
    expect(PHONE_INVALID).toBe('Enter a valid UK number in +44 format (e.g., +44 7700 900123)');
    expect(messages(ukPhoneField.safeParse('0770'))).toEqual([PHONE_INVALID]);
    expect(messages(ukPhoneField.safeParse(''))).toEqual([M.phoneRequired]);
    expect(ukPhoneField.parse('+44 7700 900123')).toBe('+447700900123');
  });

  it('treats a blank optional phone or address as none', () => {
    expect(optionalUkPhoneField.parse('  ')).toBeNull();
    expect(optionalUkPhoneField.parse(null)).toBeNull();
    expect(optionalAddressField.parse('')).toBeNull();
    expect(optionalAddressField.parse('  1 High Street ')).toBe('1 High Street');
    expect(messages(optionalAddressField.safeParse('x'.repeat(501)))).toEqual([M.addressMax]);
    expect(optionalAddressField.parse('x'.repeat(500))).toHaveLength(500);
  });
});

describe('User', () => {
  it('still parses a user stored by an earlier version, with the settings defaults', () => {
    expect(User.parse({ id: 1, name: 'Ann', email: 'ann@example.co.uk', role: 'learner' })).toEqual(
      {
        id: 1,
        name: 'Ann',
        email: 'ann@example.co.uk',
        role: 'learner',
        phone: null,
        address: null,
        notifications: DEFAULT_NOTIFICATIONS,
        theme: 'system',
      },
    );
  });
});

describe('UpdateProfileBody', () => {
  it('needs at least one field', () => {
    expect(messages(UpdateProfileBody.safeParse({}))).toEqual([NOTHING_TO_UPDATE]);
  });

  it('refuses unknown keys such as role or email', () => {
    expect(UpdateProfileBody.safeParse({ theme: 'dark', role: 'admin' }).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  it('accepts partial notifications and a known theme only', () => {
    expect(UpdateProfileBody.parse({ notifications: { emailMarketing: true } })).toEqual({
      notifications: { emailMarketing: true },
    });
    expect(UpdateProfileBody.safeParse({ theme: 'neon' }).success).toBe(false);
  });
});

describe('UpdateAccountBody', () => {
  it('leaves the email check to the API, which knows whether the address changes', () => {
    expect(UpdateAccountBody.parse({ email: 'same@example.co.uk' })).toEqual({
      email: 'same@example.co.uk',
    });
  });

  it.each([
    [{ password: 'NewPassw0rd' }],
    [{ email: 'new@example.co.uk', password: 'NewPassw0rd' }],
  ])('asks for the current password to change %j', (body) => {
    const result = UpdateAccountBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['currentPassword'], message: M.currentPasswordRequired }),
    ]);
  });

  it('does not ask for it to change phone, address, notifications or theme', () => {
    expect(
      UpdateAccountBody.parse({
        phone: '+44 7700 900123',
        address: '1 High Street',
        notifications: { phoneReminders: true },
        theme: 'dark',
      }),
    ).toEqual({
      phone: '+447700900123',
      address: '1 High Street',
      notifications: { phoneReminders: true },
      theme: 'dark',
    });
  });

  it('lower-cases the email and applies the register rules to the new password', () => {
    expect(
      UpdateAccountBody.parse({ email: 'New@Example.CO.UK', currentPassword: 'x' }).email,
    ).toBe('new@example.co.uk');
    expect(
      messages(UpdateAccountBody.safeParse({ password: 'weakpass', currentPassword: 'x' })),
    ).toEqual([M.passwordComplexity]);
  });

  it('needs a change besides the current password', () => {
    expect(messages(UpdateAccountBody.safeParse({ currentPassword: 'x' }))).toEqual([
      NOTHING_TO_UPDATE,
    ]);
  });
});

describe('DeleteAccountBody', () => {
  it('requires the current password', () => {
    expect(messages(DeleteAccountBody.safeParse({}))).toEqual([M.passwordRequired]);
    expect(DeleteAccountBody.parse({ currentPassword: 'x' })).toEqual({ currentPassword: 'x' });
  });
});
