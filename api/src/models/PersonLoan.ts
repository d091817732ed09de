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
 * A department's own item lent to a person (docs/lending.md, "Lending to people"): `booked` holds
 * its days, `out` is handed over (held through today when late), `returned` and `cancelled` free
 * them. Overdue is not stored: a booked or out loan past its due day reads as overdue.
 */
export const PERSON_LOAN_STATUSES = ['booked', 'out', 'returned', 'cancelled'] as const;
export type PersonLoanStatus = (typeof PERSON_LOAN_STATUSES)[number];

export class PersonLoan extends Model<InferAttributes<PersonLoan>, InferCreationAttributes<PersonLoan>> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  declare item_type: LendingItemType;
  declare item_id: number;
  /** the item's name when lent: the loan still names it once the item is gone */
  declare item_name: string;
  /** a member of the department, or null for a named person without an account */
  declare borrower_user_id: number | null;
  /** the member's name when lent, or the typed name (cast, crew) */
  declare borrower_name: string;
  declare borrower_contact: string | null;
  declare starts_on: string;
  declare due_on: string;
  declare status: PersonLoanStatus;
  declare handed_over_at: Date | null;
  declare returned_on: string | null;
  declare notes: string | null;
  /** the production it is lent for (one of the department's), its booking nesting inside that production's */
  declare production_id: number | null;
  declare created_by: number | null;
  declare reminder_sent_at: Date | null;
  declare overdue_notice_sent_at: Date | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

PersonLoan.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    item_name: { type: DataTypes.STRING(255), allowNull: false },
    borrower_user_id: { type: DataTypes.INTEGER, allowNull: true },
    borrower_name: { type: DataTypes.STRING(200), allowNull: false },
    borrower_contact: { type: DataTypes.STRING(200), allowNull: true },
    starts_on: { type: DataTypes.DATEONLY, allowNull: false },
    due_on: { type: DataTypes.DATEONLY, allowNull: false },
    status: { type: DataTypes.STRING(12), allowNull: false },
    handed_over_at: { type: DataTypes.DATE, allowNull: true },
    returned_on: { type: DataTypes.DATEONLY, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    production_id: { type: DataTypes.INTEGER, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
    overdue_notice_sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'person_loans', underscored: true },
);
