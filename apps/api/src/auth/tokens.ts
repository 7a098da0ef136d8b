import { createHash, createSecretKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { type Role, RoleSchema } from '@academy/contracts';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Config } from '../config';

export const ACCESS_TOKEN_ISSUER = 'academy-api';
export const ACCESS_TOKEN_AUDIENCE = 'academy-web';
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
const REFRESH_TOKEN_BYTES = 32;

/** Who a valid access token speaks for: what `requireAuth` puts on `req.user`. */
export interface AuthUser {
  id: number;
  role: Role;
}

/** A refresh token as handed to the client, with what the database keeps of it. */
export interface IssuedRefreshToken {
  /** The opaque value the client stores; never stored or logged by the API. */
  token: string;
  jti: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface TokenService {
  signAccessToken(user: AuthUser): string;
  /** The token's user, or null for anything not a valid, unexpired access token of ours. */
  verifyAccessToken(token: string): AuthUser | null;
  issueRefreshToken(now?: Date): IssuedRefreshToken;
}

const AccessClaims = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  typ: z.literal('access'),
  role: RoleSchema,
});

/** sha256 of a refresh token, hex: the only form in which the database holds one. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createTokenService(jwtConfig: Config['jwt']): TokenService {
  // NOTE: jsonwebtoken rebuilds a key from a string secret on every call (about 290 us a verify,
  // TOOLCHAIN.md); a KeyObject made once costs about 5 us.
  const accessKey: KeyObject = createSecretKey(Buffer.from(jwtConfig.accessSecret, 'utf8'));

  return {
    signAccessToken(user) {
      return jwt.sign({ typ: 'access', role: user.role }, accessKey, {
        algorithm: ACCESS_TOKEN_ALGORITHM,
        expiresIn: jwtConfig.accessTtlSeconds,
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        subject: String(user.id),
      });
    },

    verifyAccessToken(token) {
      let payload: unknown;
      try {
        // Pinned: `alg: none` and every other algorithm are refused whatever the header says.
        payload = jwt.verify(token, accessKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
        });
      } catch {
        // Malformed, wrong key, expired, not yet valid: all the same to the caller.
        return null;
      }
      const claims = AccessClaims.safeParse(payload);
      if (!claims.success) return null;
      return { id: Number(claims.data.sub), role: claims.data.role };
    },

    issueRefreshToken(now = new Date()) {
      const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
      return {
        token,
        jti: randomUUID(),
        tokenHash: hashRefreshToken(token),
        expiresAt: new Date(now.getTime() + jwtConfig.refreshTtlSeconds * 1_000),
      };
    },
  };
}
