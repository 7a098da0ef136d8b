import { describe, expect, it } from 'vitest';
import { emailField, loginPasswordField, nameField, newPasswordField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** The first message a schema gives for a value, or null when the value is accepted. */
function firstError(
  schema: {
    safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'unknown');
}

describe('emailField', () => {
  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    [undefined, M.emailRequired],
    ['learner', M.emailInvalid],
    ['learner@example', M.emailInvalid],
    ['learner @example.com', M.emailInvalid],
    [`${'a'.repeat(250)}@example.com`, M.emailInvalid],
    ['learner@example.com', null],
    ['  learner@example.co.uk  ', null],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(emailField, value)).toBe(expected);
  });
});

describe('newPasswordField', () => {
  it.each([
    ['', M.passwordRequired],
    ['Abc1', M.passwordMin],
    ['abcdefgh', M.passwordComplexity],
    ['ABCDEFG1', M.passwordComplexity],
    ['Abcdefgh', M.passwordComplexity],
    ['Abcdefg1', null],
    ['Passw0rd!', null],
    // bcrypt's 72-byte limit counts UTF-8 bytes, not characters.
    [`Aa1${'a'.repeat(69)}`, null],
    [`Aa1${'a'.repeat(70)}`, M.passwordTooLong],
    [`Aa1${'é'.repeat(34)}`, null],
    [`Aa1${'é'.repeat(35)}`, M.passwordTooLong],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(newPasswordField, value)).toBe(expected);
  });
});

describe('loginPasswordField', () => {
  it.each([
    ['', M.passwordRequired],
    [undefined, M.passwordRequired],
    ['x', null],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(loginPasswordField, value)).toBe(expected);
  });
});

describe('nameField', () => {
  it.each([
    ['', M.nameRequired],
    [' ', M.nameRequired],
    ['A', M.nameMin],
    ['Al', null],
    ['  Priya Shah ', null],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(nameField, value)).toBe(expected);
  });
});
