/**
 * The one place that reads the environment. Everything else imports `config`.
 * Variables and defaults follow the configuration table of the architecture.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A micro-frontend's name (`admin`, `inventory`, …). The list of remotes is defined once, in the
 * UI kit's contract (shell/ui/src/remote.ts); the API only passes on what is deployed: the
 * `MFE_<NAME>_URL` variables that are set and the `mfe-<name>` builds present (docs/frontends.md).
 */
export type RemoteName = string;

/** Where `sqlite:<path>` keeps its database: ':memory:', an absolute path, or null for MySQL. */
export function sqliteStorage(databaseUrl: string, rootDir: string): string | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const target = databaseUrl.slice('sqlite:'.length);
  return target === ':memory:' ? ':memory:' : path.resolve(rootDir, target);
}

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  /** Root of the repository: frontends' builds are found from here. */
  rootDir: string;
  /** Embedded-default state (SQLite file, outbox, generated secret, uploads). */
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  uploadDir: string;
  outboxDir: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** `MFE_<NAME>_URL` values that are set: where the shell loads those remotes' manifests from. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Origins of foreign pages that embed the micro-frontends and call the API (`CORS_ORIGINS`). */
  corsOrigins: string[];
  logLevel: string;
  /** Express `trust proxy` setting: which proxies may set X-Forwarded-For (rate limits key on the client IP). */
  trustProxy: string;
  /** Whether this API process also works the queue (`RUN_WORKERS=false` leaves it to `npm run worker`). */
  runWorkers: boolean;
  /** Jobs one worker process runs at once (`WORKER_CONCURRENCY`). */
  workerConcurrency: number;
  /** Rows an import writes per transaction (`IMPORT_BATCH_SIZE`). */
  importBatchSize: number;
  /** How long a Bull worker's hold on a job lasts without renewal: a dead worker's job restarts after it. */
  queueLockMs: number;
  /** how often the lending clock (overdue loans, reminders) runs */
  lendingClockMs: number;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** In the embedded default the signing key is generated once and kept under data/, owner-only. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const rootDir = path.resolve(__dirname, '..', '..');
  const dataDir = path.resolve(rootDir, env.DATA_DIR || 'data');
  const port = int('PORT', env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'scenedock.sqlite')}`;
  if (!/^(sqlite:|mysql:|mariadb:)/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with sqlite: or mysql://');
  }
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (isProduction) throw new Error('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = embeddedJwtSecret(dataDir);
  }
  // Only the remotes set here; the embedded default adds each one whose build is present.
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const [key, url] of Object.entries(env)) {
    const name = /^MFE_([A-Z][A-Z0-9]*)_URL$/.exec(key)?.[1];
    if (name && url) remoteUrls[name.toLowerCase()] = url;
  }
  return {
    nodeEnv,
    isProduction,
    port,
    rootDir,
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret,
    uploadDir: path.resolve(rootDir, env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    outboxDir: path.join(dataDir, 'outbox'),
    adminEmail: (env.ADMIN_EMAIL || 'admin@scenedock.local').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: bool(env.SEED_DEMO, !isProduction),
    remoteUrls,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    runWorkers: bool(env.RUN_WORKERS, true),
    workerConcurrency: Math.max(1, int('WORKER_CONCURRENCY', env.WORKER_CONCURRENCY, 2)),
    importBatchSize: Math.max(1, int('IMPORT_BATCH_SIZE', env.IMPORT_BATCH_SIZE, 1000)),
    queueLockMs: Math.max(1000, int('QUEUE_LOCK_MS', env.QUEUE_LOCK_MS, 30_000)),
    lendingClockMs: Math.max(10_000, int('LENDING_CLOCK_MS', env.LENDING_CLOCK_MS, 15 * 60_000)),
  };
}

export const config: Config = loadConfig();
