import fs from 'node:fs';
import path from 'node:path';
import { config, sqliteStorage, type Config } from '../config';
import { logger } from '../logger';

/** DATA_DIR holds the signing key, the SQLite database, mails with sign-in links: owner only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function chmod(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (err) {
    // Another user's file: say so, but it is no reason not to start.
    logger.warn({ err, file: target }, 'could not make a data file owner-only');
  }
}

function tighten(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return; // not ours to change
  if (stat.isDirectory()) {
    chmod(target, PRIVATE_DIR_MODE);
    for (const name of fs.readdirSync(target)) tighten(path.join(target, name));
  } else if (stat.isFile()) {
    chmod(target, PRIVATE_FILE_MODE);
  }
}

/**
 * Run at start-up, before the database opens: DATA_DIR and everything in it (outbox, jwt-secret,
 * uploads, the SQLite file) become 0700 directories and 0600 files, also when they were made
 * earlier with looser modes. A DATA_DIR that does not exist is not created here (a deployment with
 * MySQL, SMTP and JWT_SECRET may never need one); what writes into it creates it owner-only.
 * The SQLite file is created 0600 before SQLite opens it, so its journal and WAL files, which
 * SQLite creates with the database's mode, are 0600 too.
 */
export function secureDataDir(cfg: Pick<Config, 'dataDir' | 'databaseUrl' | 'rootDir'> = config): void {
  if (fs.existsSync(cfg.dataDir)) tighten(cfg.dataDir);
  const storage = sqliteStorage(cfg.databaseUrl, cfg.rootDir);
  const database = storage === ':memory:' ? null : storage;
  if (database) {
    fs.mkdirSync(path.dirname(database), { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.closeSync(fs.openSync(database, 'a', PRIVATE_FILE_MODE));
    for (const file of [database, `${database}-journal`, `${database}-wal`, `${database}-shm`]) {
      if (fs.existsSync(file)) chmod(file, PRIVATE_FILE_MODE);
    }
  }
}
