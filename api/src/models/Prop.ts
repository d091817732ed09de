import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import { codeColumn, itemColumns, type Condition } from './inventoryColumns';

export const PROP_CATEGORIES = [
  'furniture',
  'weapons',
  'costumes',
  'decorative',
  'lighting',
  'electronics',
  'other',
] as const;
export type PropCategory = (typeof PROP_CATEGORIES)[number];

export class Prop extends Model<InferAttributes<Prop>, InferCreationAttributes<Prop>> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  /** the short code on its label (docs/labels-and-scanning.md) */
  declare code: CreationOptional<string>;
  declare name: string;
  declare description: string | null;
  declare category: PropCategory;
  declare condition: CreationOptional<Condition>;
  declare location: string | null;
  /** comma-separated, stored canonical: trimmed, no blanks, no duplicates */
  declare tags: string | null;
  declare image_url: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

Prop.init(
  {
    ...itemColumns,
    code: codeColumn('prop'),
    category: { type: DataTypes.STRING(20), allowNull: false },
    tags: { type: DataTypes.STRING(500), allowNull: true },
  },
  { sequelize, tableName: 'props', underscored: true },
);
