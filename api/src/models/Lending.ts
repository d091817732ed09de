import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

export const LENDING_ITEM_TYPES = ['prop', 'set_piece', 'costume_piece'] as const;
export type LendingItemType = (typeof LENDING_ITEM_TYPES)[number];

/**
 * requested → approved → active → returned; overdue while active past the due date; cancelled. An
 * offer starts offered and becomes requested when the borrower accepts it (docs/state-machines.md).
 */
export const LENDING_STATUSES = [
  'offered',
  'requested',
  'approved',
  'active',
  'returned',
  'overdue',
  'cancelled',
] as const;
export type LendingStatus = (typeof LENDING_STATUSES)[number];

/** The statuses that promise the item to the borrower for the loan's dates. */
export const HOLDING_LENDING_STATUSES: LendingStatus[] = ['approved', 'active', 'overdue'];
/** The statuses of a loan that is not over yet. */
export const OPEN_LENDING_STATUSES: LendingStatus[] = [
  'offered',
  'requested',
  'approved',
  'active',
  'overdue',
];

export type LendingSide = 'lender' | 'borrower';

/** One loan of one item from the lending department (`from`) to the borrowing one (`to`). */
export class LendingRecord extends Model<
  InferAttributes<LendingRecord>,
  InferCreationAttributes<LendingRecord>
> {
  declare id: CreationOptional<number>;
  declare item_type: LendingItemType;
  declare prop_id: number | null;
  declare set_piece_id: number | null;
  declare costume_piece_id: number | null;
  declare item_name: string;
  declare from_department_id: number;
  declare to_department_id: number;
  declare initiated_by: LendingSide;
  declare created_by: number | null;
  declare status: CreationOptional<LendingStatus>;
  /** YYYY-MM-DD */
  declare lent_date: string;
  declare due_date: string;
  /** the day the borrower actually took the item */
  declare picked_up_date: CreationOptional<string | null>;
  /** the day it actually came back */
  declare return_date: CreationOptional<string | null>;
  /** the lender's other dates for a request, until the borrower answers */
  declare proposed_lent_date: CreationOptional<string | null>;
  declare proposed_due_date: CreationOptional<string | null>;
  declare requested_due_date: CreationOptional<string | null>;
  declare contact_person: string | null;
  declare contact_email: string | null;
  declare notes: string | null;
  /** the borrowing department's production the loan is for (null: none) */
  declare production_id: CreationOptional<number | null>;
  declare cancelled_by: CreationOptional<LendingSide | null>;
  declare reminder_sent_at: CreationOptional<Date | null>;
  declare overdue_notice_sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

LendingRecord.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    prop_id: { type: DataTypes.INTEGER, allowNull: true },
    set_piece_id: { type: DataTypes.INTEGER, allowNull: true },
    costume_piece_id: { type: DataTypes.INTEGER, allowNull: true },
    item_name: { type: DataTypes.STRING(200), allowNull: false },
    from_department_id: { type: DataTypes.INTEGER, allowNull: false },
    to_department_id: { type: DataTypes.INTEGER, allowNull: false },
    initiated_by: { type: DataTypes.STRING(10), allowNull: false },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'requested' },
    lent_date: { type: DataTypes.DATEONLY, allowNull: false },
    due_date: { type: DataTypes.DATEONLY, allowNull: false },
    picked_up_date: { type: DataTypes.DATEONLY, allowNull: true },
    return_date: { type: DataTypes.DATEONLY, allowNull: true },
    proposed_lent_date: { type: DataTypes.DATEONLY, allowNull: true },
    proposed_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    requested_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    contact_person: { type: DataTypes.STRING(150), allowNull: true },
    contact_email: { type: DataTypes.STRING(100), allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    production_id: { type: DataTypes.INTEGER, allowNull: true },
    cancelled_by: { type: DataTypes.STRING(10), allowNull: true },
    reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
    overdue_notice_sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'lending_records', underscored: true },
);

/** One message of a loan's conversation, between members of its two departments. */
export class LendingMessage extends Model<
  InferAttributes<LendingMessage>,
  InferCreationAttributes<LendingMessage>
> {
  declare id: CreationOptional<number>;
  declare lending_id: number;
  declare sender_id: number | null;
  declare sender_name: string;
  declare sender_department_id: number;
  declare content: string;
  declare created_at: CreationOptional<Date>;
}

LendingMessage.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    lending_id: { type: DataTypes.INTEGER, allowNull: false },
    sender_id: { type: DataTypes.INTEGER, allowNull: true },
    sender_name: { type: DataTypes.STRING(200), allowNull: false },
    sender_department_id: { type: DataTypes.INTEGER, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'lending_messages', underscored: true, updatedAt: false },
);

/** How far one person has read one loan's conversation. */
export class LendingMessageRead extends Model<
  InferAttributes<LendingMessageRead>,
  InferCreationAttributes<LendingMessageRead>
> {
  declare lending_id: number;
  declare user_id: number;
  declare last_read_message_id: number;
}

LendingMessageRead.init(
  {
    lending_id: { type: DataTypes.INTEGER, primaryKey: true },
    user_id: { type: DataTypes.INTEGER, primaryKey: true },
    last_read_message_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  },
  { sequelize, tableName: 'lending_message_reads', underscored: true, timestamps: false },
);
