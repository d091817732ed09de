import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { LendingItemType } from './Lending';

/** Most photos one item keeps (docs/bookings.md, "Photos"). */
export const MAX_ITEM_PHOTOS = 12;

/**
 * One photo of an item, in the item's order: position 0 is the cover, whose url the item's
 * `image_url` repeats (services/inventory/covers.ts keeps the two in step). Migration 0019.
 */
export class ItemPhoto extends Model<InferAttributes<ItemPhoto>, InferCreationAttributes<ItemPhoto>> {
  declare id: CreationOptional<number>;
  /** the item's department: its lock orders every change of the item's photos */
  declare department_id: number;
  declare item_type: LendingItemType;
  declare item_id: number;
  declare url: string;
  /** 0: the cover */
  declare position: number;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
}

ItemPhoto.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    url: { type: DataTypes.STRING(500), allowNull: false },
    position: { type: DataTypes.INTEGER, allowNull: false },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'item_photos', underscored: true, updatedAt: false },
);
