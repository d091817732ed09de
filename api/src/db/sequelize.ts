import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { config } from '../config';

/** Builds the Sequelize instance for `sqlite:<path>`, `sqlite::memory:` or `mysql://…`. */
export function createSequelize(databaseUrl: string): Sequelize {
  if (databaseUrl.startsWith('sqlite:')) {
    const target = databaseUrl.slice('sqlite:'.length);
    const storage = target === ':memory:' ? ':memory:' : path.resolve(config.rootDir, target);
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    return new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      // One connection: SQLite serialises writers anyway, and :memory: must stay one database.
      pool: { max: 1, min: 0, idle: 60_000 },
      retry: { max: 5, match: [/SQLITE_BUSY/] },
    });
  }
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  return new Sequelize(url, {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    pool: { max: 10, min: 0, idle: 10_000 },
    define: { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
  });
}

export const sequelize = createSequelize(config.databaseUrl);
export const isSqlite = sequelize.getDialect() === 'sqlite';
