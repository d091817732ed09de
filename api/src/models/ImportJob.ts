import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

export const IMPORT_ITEM_TYPES = ['props', 'sets', 'costumes'] as const;
export type ImportItemType = (typeof IMPORT_ITEM_TYPES)[number];

/** pending → processing → completed | failed | cancelled (docs/state-machines.md). */
export const IMPORT_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const ACTIVE_IMPORT_STATUSES: ImportJobStatus[] = ['pending', 'processing'];

/** One CSV import: its file while it runs, and its progress, saved with each batch of items. */
export class ImportJob extends Model<InferAttributes<ImportJob>, InferCreationAttributes<ImportJob>> {
  declare id: CreationOptional<number>;
  /** the public uuid; calls and the progress channel accept it or `id` */
  declare job_id: string;
  declare department_id: number;
  declare user_id: number | null;
  declare item_type: ImportItemType;
  declare status: CreationOptional<ImportJobStatus>;
  declare file_name: string;
  /** the uploaded file's storage key (`.imports/<job_id>.csv`; jobs from before: its path), until the job ends */
  declare file_path: string | null;
  declare file_size: CreationOptional<number>;
  /** JSON array of the file's header cells */
  declare file_headers: string | null;
  /** data rows in the file, once the worker has counted them */
  declare total_items: CreationOptional<number | null>;
  /** data rows whose outcome is committed: where a resumed job starts reading */
  declare rows_done: CreationOptional<number>;
  declare processed_items: CreationOptional<number>;
  declare successful_items: CreationOptional<number>;
  declare failed_items: CreationOptional<number>;
  declare created_items: CreationOptional<number>;
  declare updated_items: CreationOptional<number>;
  /** errors found in all; only the first MAX_KEPT_ERRORS are kept as rows (services/imports/limits.ts) */
  declare error_count: CreationOptional<number>;
  /** the encoding the file was read in when it was uploaded; null (jobs from before) is UTF-8 */
  declare file_encoding: CreationOptional<string | null>;
  declare current_item: CreationOptional<string | null>;
  declare error_message: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare started_at: CreationOptional<Date | null>;
  declare completed_at: CreationOptional<Date | null>;
}

ImportJob.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    job_id: { type: DataTypes.STRING(36), allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: true },
    item_type: { type: DataTypes.STRING(10), allowNull: false },
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'pending' },
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    file_path: { type: DataTypes.STRING(500), allowNull: true },
    // BIGINT comes back as a string from mysql2; sizes stay far below 2^53.
    file_size: {
      type: DataTypes.BIGINT,
      allowNull: false,
      defaultValue: 0,
      get(this: ImportJob) {
        return Number(this.getDataValue('file_size'));
      },
    },
    file_headers: { type: DataTypes.TEXT, allowNull: true },
    total_items: { type: DataTypes.INTEGER, allowNull: true },
    rows_done: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    processed_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    successful_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    failed_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    updated_items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    error_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    file_encoding: { type: DataTypes.STRING(16), allowNull: true },
    current_item: { type: DataTypes.STRING(200), allowNull: true },
    error_message: { type: DataTypes.TEXT, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
    started_at: { type: DataTypes.DATE, allowNull: true },
    completed_at: { type: DataTypes.DATE, allowNull: true },
  },
  { sequelize, tableName: 'import_jobs' },
);

/**
 * What went wrong: the file could not be read, a required column is missing, a row broke a rule, or
 * a row passed the rules but could not be saved.
 */
export type ImportErrorKind = 'file' | 'column' | 'row' | 'batch';

/** A bad row of an import: what was wrong, and the row as it was in the file. */
export class ImportJobError extends Model<
  InferAttributes<ImportJobError>,
  InferCreationAttributes<ImportJobError>
> {
  declare id: CreationOptional<number>;
  declare import_job_id: number;
  declare kind: ImportErrorKind;
  /** the data row's number in the file (1 = the first row after the header); 0 = the whole file */
  declare row_number: number;
  declare field: string;
  declare message: string;
  /** JSON array of the row's cells, in the file's column order */
  declare cells: string | null;
}

ImportJobError.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    import_job_id: { type: DataTypes.INTEGER, allowNull: false },
    kind: { type: DataTypes.STRING(10), allowNull: false },
    row_number: { type: DataTypes.INTEGER, allowNull: false },
    field: { type: DataTypes.STRING(100), allowNull: false },
    message: { type: DataTypes.STRING(500), allowNull: false },
    cells: { type: DataTypes.TEXT, allowNull: true },
  },
  { sequelize, tableName: 'import_job_errors', timestamps: false },
);
