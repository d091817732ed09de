/**
 * `npm run backup [-- --out <file or folder>]`: the database and the uploads in one .tar.gz, taken
 * while the app runs (services/backup/). Secrets are not in it: the summary names those to keep apart.
 */
import { createBackup } from '../services/backup';

const USAGE = 'Usage: npm run backup [-- --out <file.tar.gz or folder>]';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else if (args[i].startsWith('--out=')) out = args[i].slice('--out='.length);
    else {
      console.error(args[i] === '--help' ? USAGE : `Unknown argument "${args[i]}". ${USAGE}`);
      return args[i] === '--help' ? 0 : 2;
    }
  }
  const { file, manifest, seconds } = await createBackup({ out });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(file);
  console.log(
    `Backed up schema ${manifest.schema_version} (${manifest.dialect}): ${manifest.tables.length} tables, ` +
      `${rows} rows, ${manifest.uploads.files} uploaded files (${megabytes(manifest.uploads.bytes)}) in ${seconds.toFixed(1)} s.`,
  );
  console.log(
    `Not in the archive, keep apart: ${manifest.secrets_kept_apart.map((secret) => secret.name).join(', ')}.`,
  );
  return 0;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(`Backup failed: ${(err as Error).message}`);
    process.exit(1);
  });
