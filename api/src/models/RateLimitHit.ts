import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

/** One counted event (a failed sign-in, a reset request) in a rate-limit bucket; kept in the database so every API instance sees it. */
export class RateLimitHit extends Model<
  InferAttributes<RateLimitHit>,
  InferCreationAttributes<RateLimitHit>
> {
  declare id: CreationOptional<number>;
  declare bucket: string;
  declare created_at: CreationOptional<Date>;
}

RateLimitHit.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    bucket: { type: DataTypes.STRING(191), allowNull: false },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'rate_limit_hits', underscored: true, updatedAt: false },
);
