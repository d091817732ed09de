import { DataTypes, type Model } from 'sequelize';
import { newItemCode, type CodeKind } from '../lib/itemCodes';

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * Columns every inventory item (prop, set piece, costume piece) has. The tables still carry
 * `current_production_id` from before bookings: migration 0013 moved it into bookings and emptied
 * it, and nothing reads or writes it (docs/bookings.md).
 */
export const itemColumns = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  department_id: { type: DataTypes.INTEGER, allowNull: false },
  name: { type: DataTypes.STRING(200), allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: true },
  condition: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'good' },
  location: { type: DataTypes.STRING(200), allowNull: true },
  image_url: { type: DataTypes.STRING(500), allowNull: true },
  created_at: DataTypes.DATE,
  updated_at: DataTypes.DATE,
};

/** What the services read of any item row, whatever its kind. */
export interface ItemRow extends Model {
  id: number;
  department_id: number;
  name: string;
}

/**
 * The item's short code (docs/labels-and-scanning.md): every way an item is created through the
 * model (create, bulkCreate) draws one here; the CSV import's raw insert draws its own.
 */
export const codeColumn = (kind: CodeKind) => ({
  type: DataTypes.STRING(8),
  allowNull: true,
  defaultValue: () => newItemCode(kind),
});
