import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

export const PRODUCTION_STATUSES = ['planning', 'active', 'completed', 'cancelled'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

export class Production extends Model<InferAttributes<Production>, InferCreationAttributes<Production>> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  declare title: string;
  declare description: string | null;
  declare director: string | null;
  declare status: CreationOptional<ProductionStatus>;
  /** YYYY-MM-DD */
  declare start_date: string | null;
  /** YYYY-MM-DD */
  declare end_date: string | null;
  declare venue: string | null;
  declare cast_size: number | null;
  declare image_url: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

Production.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    title: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    director: { type: DataTypes.STRING(150), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'planning' },
    start_date: { type: DataTypes.DATEONLY, allowNull: true },
    end_date: { type: DataTypes.DATEONLY, allowNull: true },
    venue: { type: DataTypes.STRING(200), allowNull: true },
    cast_size: { type: DataTypes.INTEGER, allowNull: true },
    image_url: { type: DataTypes.STRING(500), allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'productions', underscored: true },
);
