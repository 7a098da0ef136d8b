import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { emailField, newPasswordField } from '@academy/contracts';
import { z } from 'zod';
import { defaultWebDistDir, repoRoot } from './paths';

/**
 * The API's configuration: every environment variable it reads, validated once at start-up
 * (DESIGN.md section 2). `src/index.ts` calls loadConfigFromProcess(); tests call loadConfig with
 * their own object.
 *
 * Relative paths (DATABASE_PATH, WEB_DIST_DIR) resolve against the repository root, found from
 * this module's location, so `npm start` at the root, `node dist/index.js` inside apps/api and the
 * tests all mean the same files.
 */

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MEMORY_DATABASE = ':memory:';
export const MIN_SECRET_BYTES = 32;
export const SECRETS_FILE_NAME = 'secrets.json';

const SECRET_KEYS = ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'] as const;
type SecretKey = (typeof SECRET_KEYS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute path, or `:memory:`. */
  databasePath: string;
  /** The database file's folder (`<repo>/data` for `:memory:`); secrets.json lives here. */
  dataDir: string;
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  };
  /** Set when both ADMIN_EMAIL and ADMIN_PASSWORD are; the email is lower-case. */
  admin: { email: string; password: string } | null;
  /** Exact origins allowed to call the API from another origin; empty means same origin only. */
  corsOrigins: string[];
  /** Passed to Express's `trust proxy` setting. */
  trustProxy: boolean | number | string;
  mail: { smtpUrl: string | null; from: string | null };
  logLevel: LogLevel;
  /** Per-window limits; 0 turns a limit off (for load and security scans only). */
  rateLimits: {
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    signupsPerIp: number;
    resetsPerIp: number;
    contactPerIp: number;
  };
  /** The built SPA (absolute path); served when its index.html exists. */
  webDistDir: string;
}

/** Thrown by loadConfig: one error naming every bad key, so a single start shows them all. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .default(fallback);

const DURATION_UNITS = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;

/** `900`, `90s`, `15m`, `12h` or `30d` -> seconds (the forms jsonwebtoken's `expiresIn` takes too). */
const duration = (fallback: string) =>
  z
    .string()
    .optional()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
      const amount = match ? Number(match[1]) : 0;
      const unit = (match?.[2] ?? '') as keyof typeof DURATION_UNITS | '';
      const seconds = amount * (unit === '' ? 1 : DURATION_UNITS[unit]);
      if (!match || seconds <= 0) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: 'must be a positive duration such as 900, 15m, 12h or 30d',
        });
        return z.NEVER;
      }
      return seconds;
    });

const secret = z
  .string()
  .refine(
    (value) => Buffer.byteLength(value, 'utf8') >= MIN_SECRET_BYTES,
    `must be at least ${MIN_SECRET_BYTES} bytes`,
  )
  .optional();

const origins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    const normalised: string[] = [];
    for (const item of list) {
      const origin = URL.canParse(item) ? new URL(item) : null;
      // An origin is scheme://host[:port] and nothing else: a path here is almost always a typo.
      if (
        !origin ||
        !['http:', 'https:'].includes(origin.protocol) ||
        origin.origin !== item.replace(/\/$/, '')
      ) {
        ctx.issues.push({
          code: 'custom',
          input: item,
          message: `"${item}" is not an origin like https://example.co.uk`,
        });
        continue;
      }
      normalised.push(origin.origin);
    }
    return normalised;
  });

const trustProxy = z
  .string()
  .optional()
  .default('false')
  .transform((value, ctx): boolean | number | string => {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    // Express also takes a comma list of addresses, subnets or loopback/linklocal/uniquelocal.
    if (/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/.test(text)) return text;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'must be true, false, a number of hops, or a comma list of proxy addresses',
    });
    return z.NEVER;
  });

const smtpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol), {
    message: 'must be a URL like smtp://user:pass@host:587 or smtps://...',
  })
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS).optional().default('development'),
  PORT: wholeNumber(3000, 0, 65_535),
  HOST: z.string().optional().default('127.0.0.1'),
  DATABASE_PATH: z.string().optional().default('./data/academy.db'),
  JWT_ACCESS_SECRET: secret,
  JWT_REFRESH_SECRET: secret,
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  ADMIN_EMAIL: emailField.transform((value) => value.toLowerCase()).optional(),
  ADMIN_PASSWORD: newPasswordField.optional(),
  CORS_ORIGINS: origins,
  TRUST_PROXY: trustProxy,
  SMTP_URL: smtpUrl,
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as "Academy <no-reply@example.co.uk>"')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional().default('info'),
  RATE_LIMIT_LOGIN_FAILURES: wholeNumber(10, 0, 1_000_000),
  RATE_LIMIT_LOGIN_FAILURES_IP: wholeNumber(100, 0, 1_000_000),
  RATE_LIMIT_SIGNUPS: wholeNumber(20, 0, 1_000_000),
  RATE_LIMIT_RESETS: wholeNumber(10, 0, 1_000_000),
  RATE_LIMIT_CONTACT: wholeNumber(5, 0, 1_000_000),
  WEB_DIST_DIR: z.string().optional(),
});
type Env = z.output<typeof EnvSchema>;

/** Every key the API reads, for documentation and the README table. */
export const CONFIG_KEYS = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/** Validates the environment, returning the typed configuration or throwing one ConfigError. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // `FOO=` in a shell or compose file means "not set", not "set to nothing".
  const raw: Record<string, string> = {};
  for (const key of CONFIG_KEYS) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }

  const problems: string[] = [];
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
    }
  }
  if ((raw.ADMIN_EMAIL === undefined) !== (raw.ADMIN_PASSWORD === undefined)) {
    problems.push(
      'ADMIN_EMAIL, ADMIN_PASSWORD: set both (to ensure an admin account exists) or neither',
    );
  }
  if (raw.SMTP_URL !== undefined && raw.MAIL_FROM === undefined) {
    problems.push('MAIL_FROM: required when SMTP_URL is set');
  }
  const productionSecretsMissing =
    raw.NODE_ENV === 'production' ? SECRET_KEYS.filter((key) => raw[key] === undefined) : [];
  for (const key of productionSecretsMissing) {
    problems.push(
      `${key}: required in production (at least ${MIN_SECRET_BYTES} bytes, e.g. \`openssl rand -base64 48\`)`,
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const values = parsed.data;
  const databasePath =
    values.DATABASE_PATH === MEMORY_DATABASE
      ? MEMORY_DATABASE
      : resolveFromRoot(values.DATABASE_PATH);
  const dataDir =
    databasePath === MEMORY_DATABASE ? path.join(repoRoot, 'data') : path.dirname(databasePath);
  // Only reached outside production when a secret is missing (production threw above).
  const secrets = resolveSecrets(values, dataDir);

  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databasePath,
    dataDir,
    jwt: {
      accessSecret: secrets.JWT_ACCESS_SECRET,
      refreshSecret: secrets.JWT_REFRESH_SECRET,
      accessTtlSeconds: values.ACCESS_TOKEN_TTL,
      refreshTtlSeconds: values.REFRESH_TOKEN_TTL,
    },
    admin:
      values.ADMIN_EMAIL !== undefined && values.ADMIN_PASSWORD !== undefined
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : null,
    corsOrigins: values.CORS_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM ?? null },
    logLevel: values.LOG_LEVEL,
    rateLimits: {
      loginFailuresPerAccount: values.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerIp: values.RATE_LIMIT_LOGIN_FAILURES_IP,
      signupsPerIp: values.RATE_LIMIT_SIGNUPS,
      resetsPerIp: values.RATE_LIMIT_RESETS,
      contactPerIp: values.RATE_LIMIT_CONTACT,
    },
    webDistDir:
      values.WEB_DIST_DIR === undefined ? defaultWebDistDir : resolveFromRoot(values.WEB_DIST_DIR),
  };
}

/**
 * The production entry's call: the one place `process.env` is read (DESIGN.md section 2). Kept
 * apart from loadConfig so that tests, which pass their own object, can never pick it up by accident.
 */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}

function resolveFromRoot(target: string): string {
  return path.resolve(repoRoot, target);
}

const SecretsFile = z.object({ JWT_ACCESS_SECRET: secret, JWT_REFRESH_SECRET: secret });

/**
 * Secrets from the environment, else (outside production) from `<dataDir>/secrets.json`, generated
 * there once with mode 0600 so that tokens survive restarts and no secret has a fallback value.
 */
function resolveSecrets(values: Env, dataDir: string): Record<SecretKey, string> {
  const fromEnv = {
    JWT_ACCESS_SECRET: values.JWT_ACCESS_SECRET,
    JWT_REFRESH_SECRET: values.JWT_REFRESH_SECRET,
  };
  if (fromEnv.JWT_ACCESS_SECRET !== undefined && fromEnv.JWT_REFRESH_SECRET !== undefined) {
    return {
      JWT_ACCESS_SECRET: fromEnv.JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: fromEnv.JWT_REFRESH_SECRET,
    };
  }

  const file = path.join(dataDir, SECRETS_FILE_NAME);
  const stored = readSecretsFile(file);
  const merged = { ...stored };
  let changed = false;
  for (const key of SECRET_KEYS) {
    if (fromEnv[key] === undefined && merged[key] === undefined) {
      merged[key] = randomBytes(48).toString('base64url');
      changed = true;
    }
  }
  if (changed) writeSecretsFile(file, merged);

  const pick = (key: SecretKey): string => {
    const value = fromEnv[key] ?? merged[key];
    if (value === undefined) throw new ConfigError([`${key}: could not be generated in ${file}`]);
    return value;
  };
  return {
    JWT_ACCESS_SECRET: pick('JWT_ACCESS_SECRET'),
    JWT_REFRESH_SECRET: pick('JWT_REFRESH_SECRET'),
  };
}

function readSecretsFile(file: string): Partial<Record<SecretKey, string>> {
  if (!existsSync(file)) return {};
  // Someone may have created it by hand with a default umask: secrets are for our eyes only.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError([
      `${file}: is not valid JSON; fix it or delete it to generate new secrets`,
    ]);
  }
  const parsed = SecretsFile.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${file} ${String(issue.path[0] ?? '')}: ${issue.message}`,
      ),
    );
  }
  return parsed.data;
}

function writeSecretsFile(file: string, secrets: Partial<Record<SecretKey, string>>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const body = `${JSON.stringify(secrets, null, 2)}\n`;
  // Write then rename, so a crash never leaves a half-written file that would block the next start.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body, { mode: 0o600 });
  renameSync(temporary, file);
}
