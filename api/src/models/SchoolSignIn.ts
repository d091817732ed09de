import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { Department } from './Department';
import type { User } from './User';

/**
 * A sign-in linked to an account: an OpenID Connect provider's subject (`provider` is its configured
 * id) or a trusted portal's (`portal:<id>`). One account per provider and subject.
 */
export class UserIdentity extends Model<
  InferAttributes<UserIdentity>,
  InferCreationAttributes<UserIdentity>
> {
  declare id: CreationOptional<number>;
  declare user_id: ForeignKey<User['id']>;
  declare provider: string;
  declare subject: string;
  /** the verified email the provider gave when it was linked */
  declare email: string | null;
  declare last_used_at: Date | null;
  declare created_at: CreationOptional<Date>;
}

UserIdentity.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    provider: { type: DataTypes.STRING(64), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: false },
    email: { type: DataTypes.STRING(100), allowNull: true },
    last_used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'user_identities', underscored: true, updatedAt: false },
);

/** An email domain a department has claimed: new people of it are invited there as students. */
export class DepartmentDomain extends Model<
  InferAttributes<DepartmentDomain>,
  InferCreationAttributes<DepartmentDomain>
> {
  declare id: CreationOptional<number>;
  declare department_id: ForeignKey<Department['id']>;
  declare domain: string;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
}

DepartmentDomain.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    domain: { type: DataTypes.STRING(253), allowNull: false, unique: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'department_domains', underscored: true, updatedAt: false },
);

/** A portal token already exchanged (its issuer and `jti`), kept until the token expires. */
export class PortalTokenUse extends Model<
  InferAttributes<PortalTokenUse>,
  InferCreationAttributes<PortalTokenUse>
> {
  declare id: CreationOptional<number>;
  declare issuer: string;
  declare jti: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
}

PortalTokenUse.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    issuer: { type: DataTypes.STRING(255), allowNull: false },
    jti: { type: DataTypes.STRING(255), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'portal_token_uses', underscored: true, updatedAt: false },
);
