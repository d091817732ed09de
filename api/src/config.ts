/**
 * The one place that reads the environment. Everything else imports `config`.
 * Variables and defaults follow the configuration table of the architecture.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { canonicalTimeZone } from './lib/timeZones';

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
  /** The most time one borrowing or advanced search may take in the database (`SEARCH_TIME_LIMIT_MS`). */
  searchTimeLimitMs: number;
  /** How long a Bull worker's hold on a job lasts without renewal: a dead worker's job restarts after it. */
  queueLockMs: number;
  /** how often the lending clock (overdue loans, reminders) runs */
  lendingClockMs: number;
  /** Outgoing webhooks (docs/webhooks.md). */
  webhooks: WebhookSettings;
  /** The release's version (package.json at the root of the repository or the release bundle). */
  version: string;
  /** Whether start-up runs pending migrations (`MIGRATE_ON_START=false`: `npm run migrate` does). */
  migrateOnStart: boolean;
  /**
   * Whether browsers are told to use https only (HSTS, `upgrade-insecure-requests`): `HTTPS_ONLY`,
   * by default true exactly when `PUBLIC_URL` is https. Sent over plain HTTP, they leave a blank page.
   */
  httpsOnly: boolean;
  /** Where uploaded images and waiting import files are kept (`STORAGE_URL`). */
  storage: StorageConfig;
  /** Bytes of images one department may keep stored (`UPLOAD_QUOTA_MB`); 0: no limit. */
  uploadQuotaBytes: number;
  /** How long an image no item uses is kept before the upload sweep removes it (`UPLOAD_GRACE_HOURS`). */
  uploadGraceMs: number;
  /** Bearer token that opens `/metrics` on the app's port (`METRICS_TOKEN`); unset: not served there. */
  metricsToken: string | undefined;
  /** A port of its own that serves `/metrics` without a token (`METRICS_PORT`); 0: none. */
  metricsPort: number;
  /** The address that port listens on (`METRICS_HOST`): loopback unless a scraper elsewhere needs it. */
  metricsHost: string;
  /** Who receives security reports: `/.well-known/security.txt`'s Contact (`SECURITY_CONTACT`). */
  securityContact: string;
  /**
   * Where the person ran the command (`INIT_CWD`): npm runs a workspace's script inside the
   * workspace, so `npm run backup -- --out x.tar.gz` would otherwise write under api/.
   */
  invocationDir: string;
  /** How people sign in: passwords, school accounts, trusted portals (docs/accounts-and-roles.md). */
  signIn: SignInConfig;
  /**
   * The zone of a department without coordinates (`TIME_ZONE`, an IANA name; unset: the host's own
   * zone): its days, "today" and overdue are counted there (docs/bookings.md, "Whose day").
   */
  timeZone: string;
}

/** An OpenID Connect provider people sign in with (`OIDC_PROVIDERS` and its `OIDC_<ID>_…`). */
export interface OidcProviderConfig {
  /** lower case, from `OIDC_PROVIDERS`: part of the linked sign-ins, so it must not change */
  id: string;
  /** the button's words: "Sign in with <name>" */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A school portal whose signed tokens Scenedock exchanges for its own (`TRUSTED_PORTALS`). */
export interface TrustedPortalConfig {
  id: string;
  issuer: string;
  jwksUrl: string;
  /** what the token's `aud` must hold: `PORTAL_<ID>_AUDIENCE`, by default `PUBLIC_URL` */
  audience: string;
}

export interface SignInConfig {
  /** `PASSWORD_SIGN_IN=false` leaves only school accounts and portals. */
  password: boolean;
  providers: OidcProviderConfig[];
  portals: TrustedPortalConfig[];
}

/**
 * `file` keeps uploads in `UPLOAD_DIR` (a shared volume when there are several instances); `s3` in an
 * S3-compatible bucket (`STORAGE_URL=s3://bucket/prefix`; unset: `file`), with `S3_ENDPOINT`, `S3_REGION`,
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`).
 */
export type StorageConfig =
  | { kind: 'file'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** key prefix inside the bucket, '' or ending in '/' */
      prefix: string;
      /** e.g. http://minio.internal:9000; unset: AWS itself */
      endpoint: string | undefined;
      region: string;
      /** unset: the AWS SDK's default chain (instance role, ~/.aws) */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

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

function storageConfig(env: NodeJS.ProcessEnv, uploadDir: string): StorageConfig {
  const url = env.STORAGE_URL || '';
  if (!url) return { kind: 'file', dir: uploadDir };
  const s3 = /^s3:\/\/([^/?#]+)\/?([^?#]*)$/.exec(url);
  if (!s3) throw new Error(`STORAGE_URL must be s3://<bucket>/<prefix> (unset: UPLOAD_DIR), got "${url}"`);
  const prefix = s3[2].replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: s3[1],
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

/** The version in package.json at the root (the repository's, or the release bundle's). */
function releaseVersion(rootDir: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Well-known providers need only their client's id and secret. */
const KNOWN_PROVIDERS: Record<
  string,
  { name: string; issuer: (env: NodeJS.ProcessEnv) => string | undefined }
> = {
  google: { name: 'Google', issuer: () => 'https://accounts.google.com' },
  // One school's tenant: Entra's multi-tenant issuer is a template no ID token matches.
  microsoft: {
    name: 'Microsoft',
    issuer: (env) =>
      env.OIDC_MICROSOFT_TENANT
        ? `https://login.microsoftonline.com/${env.OIDC_MICROSOFT_TENANT}/v2.0`
        : undefined,
  },
};

function idList(name: string, value: string | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  for (const id of ids) {
    if (!/^[a-z][a-z0-9]{0,30}$/.test(id)) throw new Error(`${name}: "${id}" must be letters and digits`);
  }
  return [...new Set(ids)];
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function signInConfig(env: NodeJS.ProcessEnv, publicUrl: string): SignInConfig {
  const providers = idList('OIDC_PROVIDERS', env.OIDC_PROVIDERS).map((id): OidcProviderConfig => {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const known = KNOWN_PROVIDERS[id];
    const issuer = env[`${prefix}ISSUER`]?.trim() || known?.issuer(env);
    if (!issuer) {
      throw new Error(
        id === 'microsoft' ? 'OIDC_MICROSOFT_TENANT is required' : `${prefix}ISSUER is required`,
      );
    }
    return {
      id,
      name: env[`${prefix}NAME`]?.trim() || known?.name || id,
      issuer,
      clientId: required(env, `${prefix}CLIENT_ID`),
      clientSecret: required(env, `${prefix}CLIENT_SECRET`),
    };
  });
  const portals = idList('TRUSTED_PORTALS', env.TRUSTED_PORTALS).map((id): TrustedPortalConfig => {
    const prefix = `PORTAL_${id.toUpperCase()}_`;
    return {
      id,
      issuer: required(env, `${prefix}ISSUER`),
      jwksUrl: required(env, `${prefix}JWKS_URL`),
      audience: env[`${prefix}AUDIENCE`]?.trim() || publicUrl,
    };
  });
  const password = bool(env.PASSWORD_SIGN_IN, true);
  if (!password && providers.length === 0) {
    throw new Error('PASSWORD_SIGN_IN=false needs at least one provider in OIDC_PROVIDERS');
  }
  return { password, providers, portals };
}

/** `TIME_ZONE`, or the host's zone; an unknown name stops the server rather than count days wrong. */
function timeZoneSetting(value: string | undefined): string {
  const wanted = value?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const zone = canonicalTimeZone(wanted);
  if (!zone) throw new Error(`TIME_ZONE must be an IANA time zone such as America/Chicago, got "${wanted}"`);
  return zone;
}

export interface WebhookSettings {
  /** `WEBHOOKS_ALLOW_HTTP`: plain http:// receivers (otherwise https only) */
  allowHttp: boolean;
  /** `WEBHOOKS_ALLOW_PRIVATE_NETWORKS`: loopback, private and link-local receivers (tests, a school's LAN) */
  allowPrivateNetworks: boolean;
  /** the first retry's delay; each next one is four times longer, up to 12 hours */
  retryBaseMs: number;
  /** how long one attempt may take, connection to last byte */
  timeoutMs: number;
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
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const uploadDir = path.resolve(rootDir, env.UPLOAD_DIR || path.join(dataDir, 'uploads'));
  const adminEmail = (env.ADMIN_EMAIL || 'admin@scenedock.local').trim().toLowerCase();
  return {
    nodeEnv,
    isProduction,
    port,
    rootDir,
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    jwtSecret,
    uploadDir,
    outboxDir: path.join(dataDir, 'outbox'),
    adminEmail,
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
    searchTimeLimitMs: Math.max(1, int('SEARCH_TIME_LIMIT_MS', env.SEARCH_TIME_LIMIT_MS, 1000)),
    queueLockMs: Math.max(1000, int('QUEUE_LOCK_MS', env.QUEUE_LOCK_MS, 30_000)),
    lendingClockMs: Math.max(10_000, int('LENDING_CLOCK_MS', env.LENDING_CLOCK_MS, 15 * 60_000)),
    webhooks: {
      allowHttp: bool(env.WEBHOOKS_ALLOW_HTTP, false),
      allowPrivateNetworks: bool(env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS, false),
      retryBaseMs: 5000,
      timeoutMs: 15_000,
    },
    version: releaseVersion(rootDir),
    migrateOnStart: bool(env.MIGRATE_ON_START, true),
    httpsOnly: bool(env.HTTPS_ONLY, publicUrl.startsWith('https:')),
    storage: storageConfig(env, uploadDir),
    uploadQuotaBytes: int('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 500) * 1024 * 1024,
    uploadGraceMs: Math.max(1, int('UPLOAD_GRACE_HOURS', env.UPLOAD_GRACE_HOURS, 24)) * 3600 * 1000,
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: int('METRICS_PORT', env.METRICS_PORT, 0),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    securityContact: env.SECURITY_CONTACT || `mailto:${adminEmail}`,
    invocationDir: env.INIT_CWD || process.cwd(),
    signIn: signInConfig(env, publicUrl),
    timeZone: timeZoneSetting(env.TIME_ZONE),
  };
}

export const config: Config = loadConfig();
