import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { LendingItemType } from './Lending';

/** Who changed what, where and from which address. Names are copied so rows outlive their subjects. */
export class AuditLog extends Model<InferAttributes<AuditLog>, InferCreationAttributes<AuditLog>> {
  declare id: CreationOptional<number>;
  declare action: string;
  declare details: string | null;
  declare actor_id: number | null;
  declare actor_name: string | null;
  declare department_id: number | null;
  declare department_name: string | null;
  declare target_user_id: number | null;
  declare ip_address: string | null;
  /** the item the row is about (an item's history reads these): prop, set_piece or costume_piece */
  declare item_type: CreationOptional<LendingItemType | null>;
  declare item_id: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
}

AuditLog.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    action: { type: DataTypes.STRING(40), allowNull: false },
    details: { type: DataTypes.TEXT, allowNull: true },
    actor_id: { type: DataTypes.INTEGER, allowNull: true },
    actor_name: { type: DataTypes.STRING(201), allowNull: true },
    department_id: { type: DataTypes.INTEGER, allowNull: true },
    department_name: { type: DataTypes.STRING(150), allowNull: true },
    target_user_id: { type: DataTypes.INTEGER, allowNull: true },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    item_type: { type: DataTypes.STRING(16), allowNull: true },
    item_id: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'audit_logs', underscored: true, updatedAt: false },
);
