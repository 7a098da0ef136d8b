import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  AuthTokens,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  User,
} from '@academy/contracts';
import type { Logger } from 'pino';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashRefreshToken, type TokenService } from '../../auth/tokens';
import type { UserRow } from '../../db/schema/users';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../http/errors';
import type { Mailer } from '../../mail/outbox-mailer';
import { toUser } from '../user/user.service';
import type { AuthRepository } from './auth.repository';

export const EMAIL_TAKEN_DETAIL = 'An account with this email already exists.';
export const INVALID_LOGIN_DETAIL = 'Invalid email or password.';
export const INVALID_REFRESH_DETAIL = 'Your session has ended. Please sign in again.';
export const INVALID_RESET_DETAIL = 'This reset link is invalid or has expired.';
export const RESET_MAIL_SUBJECT = 'Reset your Driving Academy password';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Reset tokens are stored only as this hash: a leaked database cannot reset a password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The path of the web app's reset screen, with the token; `origin` is '' for a site-relative link. */
export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

function resetMailBody(link: string): string {
  return [
    'Someone (hopefully you) asked to reset the password of your Driving Academy account.',
    '',
    `To choose a new password, open this link within one hour: ${link}`,
    '',
    'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  tokens: TokenService;
  logger: Logger;
  mailer: Mailer;
}

let dummyHash: Promise<string> | undefined;

/**
 * A real bcrypt hash at the real cost, made once per process: an unknown email is checked against
 * it so that it takes as long as a wrong password (no account enumeration by timing).
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

type RotationOutcome =
  | { kind: 'rotated'; user: UserRow; refreshToken: string }
  | { kind: 'reused'; userId: number; familyId: string; jti: string }
  | { kind: 'invalid' };

export function createAuthService({ repository, tokens, logger, mailer }: AuthServiceDeps) {
  // Made now, in the background, so that even the first unknown-email login costs one compare.
  dummyPasswordHash().catch((error: unknown) => {
    logger.error({ err: error }, 'could not prepare the dummy password hash');
  });

  /** A refresh token in `familyId` for the user, stored as its hash; returns the client's value. */
  function storeRefreshToken(userId: number, familyId: string, now: Date): string {
    const issued = tokens.issueRefreshToken(now);
    repository.insertRefreshToken({
      jti: issued.jti,
      userId,
      familyId,
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    });
    return issued.token;
  }

  function accessTokenFor(user: UserRow): string {
    return tokens.signAccessToken({ id: user.id, role: user.role });
  }

  return {
    async register(body: RegisterBody): Promise<RegisterResponse> {
      // Checked before hashing so a duplicate costs no bcrypt time; the insert re-checks (races).
      if (repository.findUserByEmail(body.email)) throw new ConflictError(EMAIL_TAKEN_DETAIL);
      const passwordHash = await hashPassword(body.password);
      const row = repository.insertUser({ name: body.name, email: body.email, passwordHash });
      if (!row) throw new ConflictError(EMAIL_TAKEN_DETAIL);
      return { user: toUser(row) };
    },

    async login(body: LoginBody): Promise<LoginResponse> {
      const row = repository.findUserByEmail(body.email);
      const passwordMatches = await verifyPassword(
        body.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!row || !passwordMatches) throw new UnauthorizedError(INVALID_LOGIN_DETAIL);
      const refreshToken = storeRefreshToken(row.id, randomUUID(), new Date());
      return { user: toUser(row), tokens: { accessToken: accessTokenFor(row), refreshToken } };
    },

    /**
     * Rotation: the presented token is used up and a new one of the same family issued. The read,
     * the check and both writes are one transaction, so of two concurrent refreshes with one token
     * exactly one sees it live. A token that was already used or revoked means a copy is in
     * someone else's hands: the whole family is revoked, the newest token included.
     */
    refresh(refreshToken: string): { tokens: AuthTokens } {
      const now = new Date();
      const outcome = repository.inTransaction((): RotationOutcome => {
        const current = repository.findRefreshToken(hashRefreshToken(refreshToken));
        if (!current) return { kind: 'invalid' };
        if (current.revokedAt !== null) {
          // Returned, not thrown: a throw would roll the revocation back.
          repository.revokeFamily(current.familyId, now);
          return {
            kind: 'reused',
            userId: current.userId,
            familyId: current.familyId,
            jti: current.jti,
          };
        }
        if (current.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
        const user = repository.findUserById(current.userId);
        if (!user) return { kind: 'invalid' };
        const issued = tokens.issueRefreshToken(now);
        repository.insertRefreshToken({
          jti: issued.jti,
          userId: user.id,
          familyId: current.familyId,
          tokenHash: issued.tokenHash,
          expiresAt: issued.expiresAt,
        });
        repository.markReplaced(current.jti, issued.jti, now);
        return { kind: 'rotated', user, refreshToken: issued.token };
      });

      if (outcome.kind === 'reused') {
        logger.warn(
          { userId: outcome.userId, familyId: outcome.familyId, jti: outcome.jti },
          'refresh token reuse detected: token family revoked',
        );
      }
      if (outcome.kind !== 'rotated') throw new UnauthorizedError(INVALID_REFRESH_DETAIL);
      return {
        tokens: { accessToken: accessTokenFor(outcome.user), refreshToken: outcome.refreshToken },
      };
    },

    /** Revokes the presented refresh token when it is the user's; silent otherwise (always 204). */
    logout(userId: User['id'], refreshToken: string | undefined): void {
      if (refreshToken === undefined) return;
      repository.revokeUserToken(hashRefreshToken(refreshToken), userId, new Date());
    },

    /**
     * Queues a reset mail when the account exists; silent either way (the route always answers
     * 202). The token is made and hashed for unknown emails too, so both paths do similar work.
     * `linkOrigin` is '' for a site-relative link (see the route for when it is absolute).
     */
    forgotPassword(body: ForgotPasswordBody, linkOrigin: string): void {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashResetToken(token);
      const now = Date.now();
      const user = repository.findUserByEmail(body.email);
      if (!user) return;
      const outboxId = repository.inTransaction(() => {
        repository.insertPasswordReset({
          tokenHash,
          userId: user.id,
          expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
        });
        return mailer.send({
          to: user.email,
          subject: RESET_MAIL_SUBJECT,
          body: resetMailBody(resetLink(linkOrigin, token)),
        });
      });
      // NOTE: never the token or the link: whoever reads the log could reset the password.
      logger.info({ userId: user.id, outboxId }, 'reset mail queued');
    },

    /**
     * Sets the new password for a live reset token, uses the token up and ends every session of
     * the user. bcrypt runs outside the transaction (it is async); the conditional "mark used"
     * inside it decides between two concurrent resets with one token.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const tokenHash = hashResetToken(body.token);
      const isLive = (at: Date) => {
        const reset = repository.findPasswordReset(tokenHash);
        return reset !== undefined && reset.usedAt === null && reset.expiresAt > at ? reset : null;
      };
      const reset = isLive(new Date());
      if (!reset) throw new BadRequestError(INVALID_RESET_DETAIL);
      const passwordHash = await hashPassword(body.password);
      const now = new Date();
      const done = repository.inTransaction(() => {
        if (!isLive(now) || !repository.markResetUsed(tokenHash, now)) return false;
        repository.markUserResetsUsed(reset.userId, now);
        repository.updatePasswordHash(reset.userId, passwordHash);
        repository.revokeAllUserTokens(reset.userId, now);
        return true;
      });
      if (!done) throw new BadRequestError(INVALID_RESET_DETAIL);
      logger.info({ userId: reset.userId }, 'password reset: every session revoked');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
