import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Import limits (docs/imports.md): a job keeps at most its first 1,000 errors, and `error_count`
 * says how many it found in all, so the answer can say how many more there were. `file_encoding` is
 * the encoding the upload was read in (utf-8, utf-16le, utf-16be or windows-1252), so the worker
 * reads the file exactly as the upload's check did; null (jobs from before) is UTF-8.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('import_jobs', 'error_count', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await qi.addColumn('import_jobs', 'file_encoding', { type: DataTypes.STRING(16), allowNull: true });
  // Jobs from before kept every error: their count is the errors they have.
  await qi.sequelize.query(
    'UPDATE import_jobs SET error_count = (SELECT COUNT(*) FROM import_job_errors WHERE import_job_errors.import_job_id = import_jobs.id)',
  );
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeColumn('import_jobs', 'file_encoding');
  await qi.removeColumn('import_jobs', 'error_count');
}
