import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATABASE, SECRETS_FILE_NAME } from './config';
import { defaultWebDistDir, repoRoot } from './paths';

const SECRETS = {
  JWT_ACCESS_SECRET: 'a'.repeat(32),
  JWT_REFRESH_SECRET: 'r'.repeat(32),
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'academy-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...SECRETS });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databasePath: path.join(repoRoot, 'data', 'academy.db'),
      dataDir: path.join(repoRoot, 'data'),
      jwt: { accessTtlSeconds: 15 * 60, refreshTtlSeconds: 30 * 86_400 },
      admin: null,
      corsOrigins: [],
      trustProxy: false,
      mail: { smtpUrl: null, from: null },
      logLevel: 'info',
      rateLimits: {
        loginFailuresPerAccount: 10,
        loginFailuresPerIp: 100,
        signupsPerIp: 20,
        resetsPerIp: 10,
        contactPerIp: 5,
      },
      webDistDir: defaultWebDistDir,
    });
    expect(defaultWebDistDir).toBe(path.join(repoRoot, 'apps', 'web', 'dist'));
  });

  it('reads every key it documents', () => {
    const config = loadConfig({
      ...SECRETS,
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: path.join(dir, 'x.db'),
      ACCESS_TOKEN_TTL: '10m',
      REFRESH_TOKEN_TTL: '7d',
      ADMIN_EMAIL: 'Admin@Example.co.uk',
      ADMIN_PASSWORD: 'Str0ngPassword',
      CORS_ORIGINS: 'https://academy.example.co.uk, http://localhost:5173/',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://user:pass@mail.example.co.uk:587',
      MAIL_FROM: 'Academy <no-reply@example.co.uk>',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_FAILURES: '3',
      RATE_LIMIT_LOGIN_FAILURES_IP: '30',
      RATE_LIMIT_SIGNUPS: '0',
      RATE_LIMIT_RESETS: '4',
      RATE_LIMIT_CONTACT: '2',
      WEB_DIST_DIR: 'apps/web/other',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      databasePath: path.join(dir, 'x.db'),
      dataDir: dir,
      jwt: {
        accessSecret: SECRETS.JWT_ACCESS_SECRET,
        accessTtlSeconds: 600,
        refreshTtlSeconds: 604_800,
      },
      admin: { email: 'admin@example.co.uk', password: 'Str0ngPassword' },
      corsOrigins: ['https://academy.example.co.uk', 'http://localhost:5173'],
      trustProxy: 1,
      mail: {
        smtpUrl: 'smtp://user:pass@mail.example.co.uk:587',
        from: 'Academy <no-reply@example.co.uk>',
      },
      logLevel: 'warn',
      rateLimits: {
        loginFailuresPerAccount: 3,
        loginFailuresPerIp: 30,
        signupsPerIp: 0,
        resetsPerIp: 4,
        contactPerIp: 2,
      },
      webDistDir: path.join(repoRoot, 'apps', 'web', 'other'),
    });
  });

  it('resolves a relative DATABASE_PATH against the repository root, not the working directory', () => {
    const config = loadConfig({ ...SECRETS, DATABASE_PATH: 'data/other.db' });
    expect(config.databasePath).toBe(path.join(repoRoot, 'data', 'other.db'));
  });

  it('accepts :memory:', () => {
    expect(loadConfig({ ...SECRETS, DATABASE_PATH: ':memory:' }).databasePath).toBe(
      MEMORY_DATABASE,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...SECRETS, PORT: '', CORS_ORIGINS: ' ' }).port).toBe(3000);
  });

  it('lists every bad key in one error', () => {
    const error = configError({
      ...SECRETS,
      PORT: 'eighty',
      HOST: '127.0.0.1',
      NODE_ENV: 'staging',
      ACCESS_TOKEN_TTL: 'forever',
      CORS_ORIGINS: 'https://ok.example.com,not a url,https://example.com/path',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_SIGNUPS: '-1',
      TRUST_PROXY: 'maybe?',
      SMTP_URL: 'http://mail.example.com',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'weak',
    });
    const keys = error.problems.map((problem) => problem.split(':')[0]);
    for (const key of [
      'PORT',
      'NODE_ENV',
      'ACCESS_TOKEN_TTL',
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'RATE_LIMIT_SIGNUPS',
      'TRUST_PROXY',
      'SMTP_URL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'MAIL_FROM',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(error.problems.filter((problem) => problem.startsWith('CORS_ORIGINS'))).toHaveLength(2);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('rejects secrets shorter than 32 bytes in any environment', () => {
    const error = configError({
      NODE_ENV: 'development',
      JWT_ACCESS_SECRET: 'short',
      JWT_REFRESH_SECRET: 'x'.repeat(31),
    });
    expect(error.problems).toEqual([
      'JWT_ACCESS_SECRET: must be at least 32 bytes',
      'JWT_REFRESH_SECRET: must be at least 32 bytes',
    ]);
  });

  it('refuses to start in production without secrets, naming them, and writes no secrets file', () => {
    const error = configError({
      NODE_ENV: 'production',
      DATABASE_PATH: path.join(dir, 'academy.db'),
    });
    expect(error.problems).toHaveLength(2);
    expect(error.problems[0]).toMatch(/^JWT_ACCESS_SECRET: required in production/);
    expect(error.problems[1]).toMatch(/^JWT_REFRESH_SECRET: required in production/);
    expect(() => statSync(path.join(dir, SECRETS_FILE_NAME))).toThrow();

    const oneMissing = configError({
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: SECRETS.JWT_ACCESS_SECRET,
    });
    expect(oneMissing.problems).toEqual([
      expect.stringMatching(/^JWT_REFRESH_SECRET: required in production/),
    ]);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configError({ ...SECRETS, ADMIN_EMAIL: 'admin@example.co.uk' }).problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL, ADMIN_PASSWORD: set both/),
    ]);
    expect(configError({ ...SECRETS, ADMIN_PASSWORD: 'Str0ngPassword' }).problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL, ADMIN_PASSWORD: set both/),
    ]);
    expect(loadConfig({ ...SECRETS }).admin).toBeNull();
  });
});

describe('development secrets', () => {
  const env = () => ({
    NODE_ENV: 'development',
    DATABASE_PATH: path.join(dir, 'db', 'academy.db'),
  });
  const secretsFile = () => path.join(dir, 'db', SECRETS_FILE_NAME);

  it('generates them once into secrets.json (mode 0600) beside the database and reuses them', () => {
    const first = loadConfig(env());
    expect(Buffer.byteLength(first.jwt.accessSecret)).toBeGreaterThanOrEqual(32);
    expect(Buffer.byteLength(first.jwt.refreshSecret)).toBeGreaterThanOrEqual(32);
    expect(first.jwt.accessSecret).not.toBe(first.jwt.refreshSecret);

    const file = secretsFile();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      JWT_ACCESS_SECRET: first.jwt.accessSecret,
      JWT_REFRESH_SECRET: first.jwt.refreshSecret,
    });
    const written = statSync(file).mtimeMs;

    const second = loadConfig(env());
    expect(second.jwt).toEqual(first.jwt);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('prefers the environment, and only generates the missing one', () => {
    const config = loadConfig({ ...env(), JWT_ACCESS_SECRET: SECRETS.JWT_ACCESS_SECRET });
    expect(config.jwt.accessSecret).toBe(SECRETS.JWT_ACCESS_SECRET);
    expect(JSON.parse(readFileSync(secretsFile(), 'utf8'))).toEqual({
      JWT_REFRESH_SECRET: config.jwt.refreshSecret,
    });
  });

  it('tightens a secrets file that others can read', () => {
    loadConfig(env());
    const file = secretsFile();
    chmodSync(file, 0o644);
    loadConfig(env());
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reports a corrupt secrets file instead of overwriting it', () => {
    loadConfig(env());
    writeFileSync(secretsFile(), '{ not json');
    expect(configError(env()).problems).toEqual([
      expect.stringMatching(/secrets\.json: is not valid JSON/),
    ]);
  });

  it('writes nothing when both secrets are given', () => {
    loadConfig({ ...env(), ...SECRETS });
    expect(() => statSync(secretsFile())).toThrow();
  });
});
