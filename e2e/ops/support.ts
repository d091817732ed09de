/**
 * What the operations tests share: fresh databases, and the built app started as a deployment
 * starts it (`node api/dist/main.js`, `node api/dist/worker.js`), with its logs kept for failures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { answers, launch, REPO_ROOT, until, type Child } from '../../api/src/test/processes';

/** The MariaDB server the tests make their databases in (CI's, or OPS_MARIADB_URL). */
export const MARIADB_URL = (process.env.OPS_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const made: string[] = [];

/** A new, empty MariaDB database; dropped by dropDatabases(). Answers its DATABASE_URL. */
export async function freshMariaDb(label: string): Promise<string> {
  const name = `scenedock_ops_${label}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const server = await mysql.createConnection(MARIADB_URL);
  try {
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.end();
  }
  made.push(name);
  return `${MARIADB_URL}/${name}`;
}

export async function dropDatabases(): Promise<void> {
  if (made.length === 0) return;
  const server = await mysql.createConnection(MARIADB_URL);
  try {
    for (const name of made.splice(0)) await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await server.end();
  }
}

/** One SQL answer from a database by its URL (mysql only). */
export async function sqlRows<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const db = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await db.query(sql);
    return rows as T[];
  } finally {
    await db.end();
  }
}

export const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `scenedock-${label}-`));

/** What every process of one installation shares, as docs/operations.md sets it out. */
export function installationEnv(databaseUrl: string, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const dataDir = tempDir('data');
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    ADMIN_EMAIL: 'it@district.example',
    ADMIN_PASSWORD: 'District-Admin-2026!',
    SEED_DEMO: 'false',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    ...overrides,
  };
}

/** The built API (`node api/dist/main.js`) or worker on `port`. */
export function startBuilt(name: string, entry: 'main' | 'worker', env: NodeJS.ProcessEnv): Child {
  const file = path.join(REPO_ROOT, 'api', 'dist', `${entry}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return launch(name, process.execPath, [file], env);
}

/** Waits until the process at `origin` is ready to serve (GET /health/ready). */
export async function ready(origin: string, child: Child, timeoutMs = 120_000): Promise<void> {
  await until(`${child.name} to be ready`, () => answers(`${origin}/health/ready`), {
    timeoutMs,
    alive: [child],
  });
}

/** The process's pino log lines whose message is `msg`. */
export const logged = (child: Child, msg: string) =>
  child.output
    .join('')
    .split('\n')
    .filter((line) => line.includes(`"msg":${JSON.stringify(msg)}`));
