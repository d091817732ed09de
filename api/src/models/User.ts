import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare password_hash: string | null;
  declare first_name: string;
  declare last_name: string;
  declare phone: string | null;
  declare status: UserStatus;
  declare is_superuser: CreationOptional<boolean>;
  declare last_login: Date | null;
  /** JSON text of the notification preferences; null until first saved */
  declare notification_settings: CreationOptional<string | null>;
  /** JSON text of the inventory lists' view, sort and page size; null until first saved */
  declare list_settings: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  // `memberships` is typed in ./index.ts, beside the association that loads it.

  get fullName(): NonAttribute<string> {
    return `${this.first_name} ${this.last_name}`.trim() || this.email;
  }
}

User.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    email: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(255), allowNull: true },
    first_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    last_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    phone: { type: DataTypes.STRING(50), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
    is_superuser: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    last_login: { type: DataTypes.DATE, allowNull: true },
    notification_settings: { type: DataTypes.TEXT, allowNull: true },
    list_settings: { type: DataTypes.TEXT, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'users', underscored: true },
);
