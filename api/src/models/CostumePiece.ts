import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import { codeColumn, itemColumns, type Condition } from './inventoryColumns';

export const COSTUME_CATEGORIES = [
  'period',
  'modern',
  'fantasy',
  'formal',
  'casual',
  'uniform',
  'accessories',
  'shoes',
  'hats',
  'other',
] as const;
export type CostumeCategory = (typeof COSTUME_CATEGORIES)[number];
export const COSTUME_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'one_size', 'custom'] as const;
export type CostumeSize = (typeof COSTUME_SIZES)[number];

export class CostumePiece extends Model<
  InferAttributes<CostumePiece>,
  InferCreationAttributes<CostumePiece>
> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  /** the short code on its label (docs/labels-and-scanning.md) */
  declare code: CreationOptional<string>;
  declare name: string;
  declare description: string | null;
  declare category: CostumeCategory;
  declare size: CostumeSize;
  declare color: string | null;
  declare material: string | null;
  declare condition: CreationOptional<Condition>;
  declare location: string | null;
  /** comma-separated, stored canonical */
  declare tags: string | null;
  declare image_url: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

CostumePiece.init(
  {
    ...itemColumns,
    code: codeColumn('costume_piece'),
    category: { type: DataTypes.STRING(20), allowNull: false },
    size: { type: DataTypes.STRING(16), allowNull: false },
    color: { type: DataTypes.STRING(100), allowNull: true },
    material: { type: DataTypes.STRING(100), allowNull: true },
    tags: { type: DataTypes.STRING(500), allowNull: true },
  },
  { sequelize, tableName: 'costume_pieces', underscored: true },
);
