import { Umzug, SequelizeStorage } from 'umzug';
import type { QueryInterface } from 'sequelize';
import { sequelize, isSqlite } from './sequelize';
import { migrations } from './migrations';

export const migrator = new Umzug<QueryInterface>({
  migrations: migrations.map(({ name, up, down }) => ({
    name,
    up: ({ context }) => up(context),
    down: ({ context }) => down(context),
  })),
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
  logger: undefined,
});

/** Applies every pending migration; safe to call on every start. */
export async function migrate(): Promise<void> {
  if (isSqlite) {
    await sequelize.query('PRAGMA journal_mode = WAL;');
    await sequelize.query('PRAGMA foreign_keys = ON;');
  }
  await migrator.up();
}
