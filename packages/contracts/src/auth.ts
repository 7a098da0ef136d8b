import { z } from 'zod';
import { emailField, loginPasswordField, nameField, newPasswordField } from './fields';
import { User, UserResponse } from './user';

/** Addresses are stored and compared lower-case, so `Ann@Example.com` and `ann@example.com` are one account. */
const accountEmail = emailField.toLowerCase();

/**
 * POST /api/auth/register. Strict: an unknown key (say `role`) is a 400, so no body can choose a
 * role. The form's confirmPassword is checked in the browser and is not sent.
 */
export const RegisterBody = z.strictObject({
  name: nameField,
  email: accountEmail,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/auth/register response (201): the new user, no tokens; the client then logs in. */
export const RegisterResponse = UserResponse;
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /api/auth/login. */
export const LoginBody = z.strictObject({
  email: accountEmail,
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
