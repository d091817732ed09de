import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { Department } from './Department';
import type { User } from './User';

/** `sign_in_ticket`: a school sign-in's one-time, two-minute hand-over from its callback to the app. */
export type UserTokenPurpose = 'invitation' | 'password_reset' | 'sign_in_ticket';

/** A single-use emailed token (invitation or password reset), stored only as its SHA-256. */
export class UserToken extends Model<InferAttributes<UserToken>, InferCreationAttributes<UserToken>> {
  declare id: CreationOptional<number>;
  declare user_id: ForeignKey<User['id']>;
  declare purpose: UserTokenPurpose;
  declare token_hash: string;
  declare department_id: ForeignKey<Department['id']> | null;
  declare expires_at: Date;
  declare used_at: Date | null;
  declare created_at: CreationOptional<Date>;
  declare user?: NonAttribute<User>;
  declare department?: NonAttribute<Department | null>;
}

UserToken.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    purpose: { type: DataTypes.STRING(20), allowNull: false },
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'user_tokens', underscored: true, updatedAt: false },
);
