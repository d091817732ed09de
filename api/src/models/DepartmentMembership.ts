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

/** A user's membership of a department, with their one role there. */
export class DepartmentMembership extends Model<
  InferAttributes<DepartmentMembership>,
  InferCreationAttributes<DepartmentMembership>
> {
  declare id: CreationOptional<number>;
  declare department_id: ForeignKey<Department['id']>;
  declare user_id: ForeignKey<User['id']>;
  declare role: Role;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare department?: NonAttribute<Department>;
  declare user?: NonAttribute<User>;
}

DepartmentMembership.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'student' },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'department_users', underscored: true },
);
