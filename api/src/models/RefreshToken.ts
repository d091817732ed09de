import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { User } from './User';

/**
 * One refresh token, stored only as its SHA-256. Tokens issued by rotating one another share a
 * family; presenting an already-rotated token revokes the whole family.
 */
export class RefreshToken extends Model<
  InferAttributes<RefreshToken>,
  InferCreationAttributes<RefreshToken>
> {
  declare id: CreationOptional<number>;
  declare user_id: ForeignKey<User['id']>;
  declare family_id: string;
  declare token_hash: string;
  declare expires_at: Date;
  declare rotated_at: Date | null;
  declare revoked_at: Date | null;
  declare created_at: CreationOptional<Date>;
}

RefreshToken.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    family_id: { type: DataTypes.STRING(36), allowNull: false },
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    rotated_at: { type: DataTypes.DATE, allowNull: true },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'refresh_tokens', underscored: true, updatedAt: false },
);
