import { z } from 'zod';
import { accountEmailField, loginPasswordField, nameField, newPasswordField } from './fields';
import { User, UserResponse } from './user';

/** Addresses are stored and compared lower-case, so `Ann@Example.com` and `ann@example.com` are one account. */

/**
 * POST /api/auth/register. Strict: an unknown key (say `role`) is a 400, so no body can choose a
 * role. The form's confirmPassword is checked in the browser and is not sent.
 */
export const RegisterBody = z.strictObject({
  name: nameField,
  email: accountEmailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/auth/register response (201): the new user, no tokens; the client then logs in. */
export const RegisterResponse = UserResponse;
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /api/auth/login. */
export const LoginBody = z.strictObject({
  email: accountEmailField,
  password: loginPasswordField,
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The token pair the API hands out (SPEC section 3): stored under `accessToken` and `refreshToken`. */
export const AuthTokens = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type AuthTokens = z.infer<typeof AuthTokens>;

/** POST /api/auth/login response. */
export const LoginResponse = z.object({ user: User, tokens: AuthTokens });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/auth/refresh body. */
export const RefreshTokenBody = z.object({ refreshToken: z.string().min(1) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

/** POST /api/auth/refresh response: a rotated pair. */
export const TokensResponse = z.object({ tokens: AuthTokens });
export type TokensResponse = z.infer<typeof TokensResponse>;

/** POST /api/auth/logout body (bearer required): the refresh token to revoke, when the client has one. */
export const LogoutBody = z.strictObject({ refreshToken: z.string().min(1).optional() });
export type LogoutBody = z.infer<typeof LogoutBody>;

/** POST /api/auth/forgot-password: always 202, whether or not the account exists. */
export const ForgotPasswordBody = z.strictObject({ email: accountEmailField });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/**
 * POST /api/auth/reset-password (204). The token is the `token` query parameter of the mailed
 * link; the new password follows the register rules. An unknown, expired or used token is a 400.
 */
export const ResetPasswordBody = z.strictObject({
  token: z.string().min(1, 'This reset link is invalid or has expired.').max(256),
  password: newPasswordField,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
