/**
 * `npm run restore -- <archive> [--check] [--rewrite-image-urls]`: a backup into the empty database
 * of DATABASE_URL and the empty storage of UPLOAD_DIR / STORAGE_URL (services/backup/restore.ts).
 * Exit codes: 0 restored (or checked), 2 refused with nothing written, 1 failed.
 */
import { sequelize } from '../db/sequelize';
import { restoreBackup, RestoreRefused } from '../services/backup';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--check] [--rewrite-image-urls]';

async function main(args: string[]): Promise<number> {
  const archives = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  const unknown = flags.filter((flag) => !['--check', '--rewrite-image-urls'].includes(flag));
  if (flags.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  if (archives.length !== 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown[0]}. ${USAGE}` : USAGE);
    return 2;
  }
  const result = await restoreBackup(archives[0], {
    check: flags.includes('--check'),
    rewriteImageUrls: flags.includes('--rewrite-image-urls'),
  });
  const { manifest } = result;
  const from = `backup of ${manifest.created_at} (Scenedock ${manifest.app_version}, schema ${manifest.schema_version}, ${manifest.dialect})`;
  for (const note of result.notes) console.log(`Note: ${note}`);
  if (result.checkedOnly) {
    console.log(`The ${from} can be restored here. Nothing was written (--check).`);
    return 0;
  }
  for (const problem of result.problems) console.log(`Warning: ${problem}`);
  console.log(
    `Restored the ${from}: ${result.rows} rows in ${manifest.tables.length} tables, ${result.uploads} uploaded files` +
      `${result.migrated.length > 0 ? `, then ${result.migrated.length} migration(s) of this version` : ''} in ${result.seconds.toFixed(1)} s.`,
  );
  console.log(
    `Set these as they were (not in the backup): ${manifest.secrets_kept_apart.map((secret) => secret.name).join(', ')}.`,
  );
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await sequelize.close();
    process.exit(code);
  })
  .catch((err: unknown) => {
    if (err instanceof RestoreRefused) {
      console.error(`Restore refused: ${err.message}`);
      process.exit(2);
    }
    console.error(`Restore failed: ${(err as Error).message}`);
    process.exit(1);
  });
