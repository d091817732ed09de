import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * CSV imports (docs/imports.md). A job row is the import's whole state: the worker saves its
 * progress (`rows_done` and the counters) in the same transaction as each batch of items, so a
 * worker that dies resumes after the last committed batch. Row errors keep the row's original cells
 * for the error report, so the uploaded file can go once the job ends.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('import_jobs', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    job_id: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    department_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'departments', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    item_type: { type: DataTypes.STRING(10), allowNull: false },
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'pending' },
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    file_path: { type: DataTypes.STRING(500), allowNull: true },
    file_size: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    /** JSON array of the file's header cells, for the error report once the file is gone */
    file_headers: { type: DataTypes.TEXT, allowNull: true },
    total_items: { type: DataTypes.INTEGER, allowNull: true },
    rows_done: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    processed_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    successful_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    failed_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    updated_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    current_item: { type: DataTypes.STRING(200), allowNull: true },
    error_message: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
    started_at: { type: DataTypes.DATE, allowNull: true },
    completed_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('import_jobs', ['department_id', 'created_at'], { name: 'import_jobs_department_time' });
  await qi.addIndex('import_jobs', ['status'], { name: 'import_jobs_status' });

  await qi.createTable('import_job_errors', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    import_job_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'import_jobs', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** file (unreadable CSV), column (a required column missing), row (a rule), batch (could not be saved) */
    kind: { type: DataTypes.STRING(10), allowNull: false },
    row_number: { type: DataTypes.INTEGER, allowNull: false },
    field: { type: DataTypes.STRING(100), allowNull: false },
    message: { type: DataTypes.STRING(500), allowNull: false },
    /** JSON array of the row's cells as read from the file */
    cells: { type: DataTypes.TEXT, allowNull: true },
  });
  await qi.addIndex('import_job_errors', ['import_job_id', 'row_number'], {
    name: 'import_job_errors_job_row',
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('import_job_errors');
  await qi.dropTable('import_jobs');
}
