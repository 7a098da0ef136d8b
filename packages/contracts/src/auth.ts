import { z } from 'zod';

/** The token pair the API hands out (SPEC section 3): stored under `accessToken` and `refreshToken`. */
export const AuthTokens = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type AuthTokens = z.infer<typeof AuthTokens>;

/** POST /api/auth/refresh body; POST /api/auth/logout takes the same body, optionally. */
export const RefreshTokenBody = z.object({ refreshToken: z.string().min(1) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

/** POST /api/auth/refresh response: a rotated pair. */
export const TokensResponse = z.object({ tokens: AuthTokens });
export type TokensResponse = z.infer<typeof TokensResponse>;
