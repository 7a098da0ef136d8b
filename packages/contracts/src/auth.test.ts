import { describe, expect, it } from 'vitest';
import { ForgotPasswordBody, ResetPasswordBody } from './auth';
import { VALIDATION_MESSAGES as M } from './messages';

describe('ForgotPasswordBody', () => {
  it('lower-cases the email', () => {
    expect(ForgotPasswordBody.parse({ email: 'Ann@Example.CO.UK' })).toEqual({
      email: 'ann@example.co.uk',
    });
  });

  it.each([
    [{}, M.emailRequired],
    [{ email: 'ann@example' }, M.emailInvalid],
  ])('refuses %j with %j', (body, message) => {
    const result = ForgotPasswordBody.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown keys', () => {
    expect(
      ForgotPasswordBody.safeParse({ email: 'ann@example.co.uk', role: 'admin' }).success,
    ).toBe(false);
  });
});

describe('ResetPasswordBody', () => {
  it('accepts a token and a password that follows the register rules', () => {
    expect(ResetPasswordBody.parse({ token: 'abc', password: 'Passw0rd-new' })).toEqual({
      token: 'abc',
      password: 'Passw0rd-new',
    });
  });

  it.each([
    [{ token: 'abc', password: 'lowercase1' }, 'password', M.passwordComplexity],
    [{ token: 'abc', password: `Aa1${'a'.repeat(70)}` }, 'password', M.passwordTooLong],
    [
      { token: '', password: 'Passw0rd-new' },
      'token',
      'This reset link is invalid or has expired.',
    ],
  ])('refuses %j on %s', (body, field, message) => {
    const issue = ResetPasswordBody.safeParse(body).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});
