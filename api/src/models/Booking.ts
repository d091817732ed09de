import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { LendingItemType } from './Lending';

/**
 * What a booking is for (docs/bookings.md): a production's use of the item, a loan to another
 * department, or the owning department's own block (repair, cleaning, out of service), or a loan of
 * the department's item to a person (`person`, its `person_loan_id`).
 */
export const BOOKING_KINDS = ['production', 'loan', 'block', 'person'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * How a booking holds its days: `requested` (a loan asked for or offered, not yet agreed: it holds
 * nothing), `held` (the item is promised or used on those days), `out` (a loan that is picked up
 * and not back yet: it holds its days and, however late, every day through today).
 */
export const BOOKING_STATES = ['requested', 'held', 'out'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Why a department blocks its own item. */
export const BLOCK_REASONS = ['repair', 'cleaning', 'out_of_service'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** One dated claim on one item: every rule about an item's days reads these rows. */
export class Booking extends Model<InferAttributes<Booking>, InferCreationAttributes<Booking>> {
  declare id: CreationOptional<number>;
  /** the item's department: its lock orders every booking of the item */
  declare department_id: number;
  declare item_type: LendingItemType;
  declare item_id: number;
  declare kind: BookingKind;
  declare state: BookingState;
  /** YYYY-MM-DD, the first day held */
  declare starts_on: string;
  /** YYYY-MM-DD, the last day held; null: until released (an undated production, an open block) */
  declare ends_on: string | null;
  declare production_id: number | null;
  /** a production booking whose days are the production's own, and move with them */
  declare follows_production: CreationOptional<boolean>;
  declare lending_id: number | null;
  /** the person loan (kind `person`) */
  declare person_loan_id: CreationOptional<number | null>;
  declare reason: BlockReason | null;
  declare note: string | null;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

Booking.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    kind: { type: DataTypes.STRING(12), allowNull: false },
    state: { type: DataTypes.STRING(12), allowNull: false },
    starts_on: { type: DataTypes.DATEONLY, allowNull: false },
    ends_on: { type: DataTypes.DATEONLY, allowNull: true },
    production_id: { type: DataTypes.INTEGER, allowNull: true },
    follows_production: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    lending_id: { type: DataTypes.INTEGER, allowNull: true },
    person_loan_id: { type: DataTypes.INTEGER, allowNull: true },
    reason: { type: DataTypes.STRING(16), allowNull: true },
    note: { type: DataTypes.STRING(500), allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'bookings', underscored: true },
);
