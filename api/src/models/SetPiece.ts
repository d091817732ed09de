import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import { codeColumn, itemColumns, type Condition } from './inventoryColumns';

export class SetPiece extends Model<InferAttributes<SetPiece>, InferCreationAttributes<SetPiece>> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  /** the short code on its label (docs/labels-and-scanning.md) */
  declare code: CreationOptional<string>;
  declare name: string;
  declare description: string | null;
  declare dimensions: string | null;
  declare pieces_count: CreationOptional<number>;
  declare condition: CreationOptional<Condition>;
  declare location: string | null;
  /** JSON text: an array of strings */
  declare components: string | null;
  declare image_url: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

SetPiece.init(
  {
    ...itemColumns,
    code: codeColumn('set_piece'),
    dimensions: { type: DataTypes.STRING(200), allowNull: true },
    pieces_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    components: { type: DataTypes.TEXT, allowNull: true },
  },
  { sequelize, tableName: 'set_pieces', underscored: true },
);
