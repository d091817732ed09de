/**
 * `npm run migrate`: brings the database's schema up to this version as a step of its own (before
 * starting API instances with MIGRATE_ON_START=false). `--status` only reports. Safe beside running
 * processes: it takes the same start-up lock they do. docs/operations.md#upgrading.
 */
import { sequelize } from '../db/sequelize';
import { migrate, schemaState, withStartUpLock } from '../db/migrator';

async function main(): Promise<number> {
  if (process.argv.includes('--status')) {
    const state = await schemaState();
    console.log(`schema: ${state.current ?? '(empty database)'}; this version needs ${state.latest}`);
    for (const name of state.pending) console.log(`  pending: ${name}`);
    // Non-zero while migrations are pending, so a script can wait on it.
    return state.pending.length > 0 ? 3 : 0;
  }
  const applied = await withStartUpLock(migrate);
  const { current } = await schemaState();
  if (applied.length === 0) console.log(`The database is up to date (schema ${current}).`);
  else console.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}. Schema ${current}.`);
  return 0;
}

main()
  .then(async (code) => {
    await sequelize.close();
    process.exit(code);
  })
  .catch((err: unknown) => {
    console.error(`Migration failed: ${(err as Error).message}`);
    process.exit(1);
  });
