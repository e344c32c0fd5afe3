import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PRODUCTION_PASSWORD_HASH_COST } from './auth/password';
import { loadPaymentConfig, type PaymentConfig } from './payments/config';

export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT for MinIO, R2, s3rver…; undefined means AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both S3 keys, or undefined to use the SDK's own chain (AWS_* variables, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Config {
  port: number;
  host: string;
  /** Root for everything kept on disk: PGlite database, local files, the generated JWT secret. */
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** PGlite data directory ('memory://' in tests). */
  pgliteDataDir: string;
  jwtSecret: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Whether ADMIN_USERNAME or ADMIN_PASSWORD was given (they apply only to the first start). */
  adminGiven: boolean;
  /** Base of links sent to customers (pay links); defaults to http://localhost:PORT. */
  publicBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  /** Local file storage directory (when S3 is not configured). */
  filesDir: string;
  uploadMaxBytes: number;
  logLevel: string;
  /** Built front-ends, served when the folders exist. */
  publicDistDir: string;
  adminDistDir: string;
  /** Trust X-Forwarded-* from a load balancer (rate limits by the real client address). */
  trustProxy: boolean;
  /**
   * log2 of scrypt's N for new password hashes (src/auth/password.ts): 15 (32 MiB a hash) unless
   * PASSWORD_HASH_COST says otherwise; tests lower it. Stored hashes keep the cost they were made with.
   */
  passwordHashCost: number;
  /** Login limits: failures per username / per address within the window before 429. */
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMinutes: number;
  /** Login calls per address and username per minute, right or wrong (in this process). */
  loginAttemptsPerMinute: number;
  /** Proposal submits a minute per address. */
  quoteSubmitsPerMinute: number;
  /** Minutes between sweeps of expired, never-submitted quote drafts and their uploads; 0 disables. */
  draftSweepIntervalMinutes: number;
  /**
   * Days a draft stays open after 'Save and finish later' (from the last save); its resume link
   * works as long, and the sweep then removes it with its uploads.
   */
  draftSavedLifetimeDays: number;
  /** PAYMENT_GATEWAY, SURCHARGE_ENABLED, PAYMENT_MERCHANT_NAME (src/payments/config.ts). */
  payments: PaymentConfig;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres://',
    ),
    PGLITE_DIR: optional,
    JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
    ADMIN_USERNAME: z.string().default('admin@buildcover.local'),
    ADMIN_PASSWORD: optional,
    PUBLIC_BASE_URL: optional,
    SMTP_URL: optional,
    MAIL_FROM: z.string().default('BuildCover <no-reply@buildcover.local>'),
    S3_ENDPOINT: optional.refine(
      (v) => v === undefined || /^https?:\/\/[^/]/.test(v),
      'S3_ENDPOINT must be an http:// or https:// URL',
    ),
    S3_BUCKET: optional,
    S3_REGION: optional.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_DIST_DIR: optional,
    ADMIN_DIST_DIR: optional,
    TRUST_PROXY: optional,
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(17).default(PRODUCTION_PASSWORD_HASH_COST),
    LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    QUOTE_SUBMITS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Capped at a week: Node fires a longer timer at once.
    DRAFT_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
    DRAFT_SAVED_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  })
  .superRefine((e, ctx) => {
    // Half an S3 setup would silently store files elsewhere or fail at the first upload.
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
      });
    }
    if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when other S3_* settings are given',
      });
    }
  });

/** Reads configuration from the environment; every value has a safe default for `npm start`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DIR ?? join(dataDir, 'pglite'),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminGiven: env.ADMIN_USERNAME !== undefined || env.ADMIN_PASSWORD !== undefined,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    filesDir: join(dataDir, 'files'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    logLevel: e.LOG_LEVEL,
    publicDistDir: e.PUBLIC_DIST_DIR ?? join(repoRoot, 'apps/public/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ?? join(repoRoot, 'apps/admin/dist'),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    passwordHashCost: e.PASSWORD_HASH_COST,
    loginMaxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    quoteSubmitsPerMinute: e.QUOTE_SUBMITS_PER_MINUTE,
    draftSweepIntervalMinutes: e.DRAFT_SWEEP_INTERVAL_MINUTES,
    draftSavedLifetimeDays: e.DRAFT_SAVED_LIFETIME_DAYS,
    payments: loadPaymentConfig(env),
  };
}

/**
 * Without JWT_SECRET a random secret is generated once and kept under DATA_DIR, so a restart keeps
 * sessions. Several instances must share it: set JWT_SECRET (or share DATA_DIR).
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: no secret yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
