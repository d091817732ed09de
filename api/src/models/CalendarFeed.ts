import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

/**
 * A person's secret calendar address in one department (docs/calendar.md): the department's calendar
 * (`production_id` null) or one production's. Only the token's SHA-256 is stored.
 */
export class CalendarFeed extends Model<
  InferAttributes<CalendarFeed>,
  InferCreationAttributes<CalendarFeed>
> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare department_id: number;
  declare production_id: number | null;
  declare token_hash: string;
  declare created_at: CreationOptional<Date>;
  declare last_used_at: CreationOptional<Date | null>;
}

CalendarFeed.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    production_id: { type: DataTypes.INTEGER, allowNull: true },
    token_hash: { type: DataTypes.STRING(64), allowNull: false },
    created_at: DataTypes.DATE,
    last_used_at: { type: DataTypes.DATE, allowNull: true },
  },
  { sequelize, tableName: 'calendar_feeds', underscored: true, updatedAt: false },
);
