import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_CATEGORIES = ['system', 'user', 'lending', 'production', 'import'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Something one user should know; pushed live over /notifications and kept until deleted. */
export class Notification extends Model<
  InferAttributes<Notification>,
  InferCreationAttributes<Notification>
> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare department_id: number | null;
  declare type: NotificationType;
  declare category: NotificationCategory;
  declare title: string;
  declare message: string;
  declare action_url: string | null;
  declare import_job_id: number | null;
  /** the item page a loan notification links to, for the item's own department (`/props/7`) */
  declare item_url: CreationOptional<string | null>;
  declare read: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
}

Notification.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: true },
    type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'info' },
    category: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'system' },
    title: { type: DataTypes.STRING(200), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    action_url: { type: DataTypes.STRING(500), allowNull: true },
    import_job_id: { type: DataTypes.INTEGER, allowNull: true },
    item_url: { type: DataTypes.STRING(500), allowNull: true },
    read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'notifications', underscored: true, updatedAt: false },
);
