/** Backup and restore of an installation: the database and the uploads in one archive (manifest.ts). */
export { createBackup, defaultBackupName, type BackupResult } from './backup';
export { restoreBackup, RestoreRefused, type RestoreOptions, type RestoreResult } from './restore';
export type { Manifest } from './manifest';
