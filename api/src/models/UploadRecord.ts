import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

/**
 * An image a department uploaded: what counts against its upload quota, and what the upload sweep
 * reads to remove images no item uses (services/files.ts, services/uploadSweep.ts; migration 0016).
 */
export class UploadRecord extends Model<
  InferAttributes<UploadRecord>,
  InferCreationAttributes<UploadRecord>
> {
  declare id: CreationOptional<number>;
  /** the stored name, `<sha256>.<ext>` */
  declare filename: string;
  /** null: an image stored before uploads were recorded, that no item used then */
  declare department_id: number | null;
  declare user_id: number | null;
  /** bytes */
  declare size: number;
  /** since when no item of the department uses it (set by the sweep); null while one does */
  declare unreferenced_since: Date | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

UploadRecord.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    filename: { type: DataTypes.STRING(191), allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: true },
    user_id: { type: DataTypes.INTEGER, allowNull: true },
    size: { type: DataTypes.INTEGER, allowNull: false },
    unreferenced_since: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'upload_records', underscored: true },
);
