import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { Department } from './Department';
import type { User } from './User';

/** Role rank order: a check passes when the member's rank is at least the required one. */
export const ROLES = ['student', 'assistant', 'manager', 'director', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * `active` grants the role; `inactive` is switched off by the department's admins; `pending` is an
 * invitation the person has not accepted yet. Only an active membership grants anything.
 */
export const MEMBERSHIP_STATUSES = ['active', 'inactive', 'pending'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A user's membership of a department, with their one role there. */
export class DepartmentMembership extends Model<
  InferAttributes<DepartmentMembership>,
  InferCreationAttributes<DepartmentMembership>
> {
  declare id: CreationOptional<number>;
  declare department_id: ForeignKey<Department['id']>;
  declare user_id: ForeignKey<User['id']>;
  declare role: Role;
  declare status: CreationOptional<MembershipStatus>;
  /** who invited the person (pending invitations name them); null once that account is gone */
  declare invited_by: CreationOptional<number | null>;
  /** what the inviter typed, shown instead of the account's own details while the row is pending */
  declare invited_first_name: CreationOptional<string | null>;
  declare invited_last_name: CreationOptional<string | null>;
  declare invited_phone: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare department?: NonAttribute<Department>;
  declare user?: NonAttribute<User>;
  declare inviter?: NonAttribute<User | null>;
}

DepartmentMembership.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'student' },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
    invited_by: { type: DataTypes.INTEGER, allowNull: true },
    invited_first_name: { type: DataTypes.STRING(100), allowNull: true },
    invited_last_name: { type: DataTypes.STRING(100), allowNull: true },
    invited_phone: { type: DataTypes.STRING(50), allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'department_users', underscored: true },
);
