import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { User } from './User';

/**
 * A person's batched mail about one conversation (a loan) while its quiet period runs
 * (services/mailDigest.ts): the events not mailed yet, and when the summary is due.
 */
export class MailDigest extends Model<InferAttributes<MailDigest>, InferCreationAttributes<MailDigest>> {
  declare id: CreationOptional<number>;
  declare user_id: ForeignKey<User['id']>;
  declare thread: string;
  declare about: string;
  declare action_url: string | null;
  declare pending: CreationOptional<number>;
  declare version: CreationOptional<number>;
  declare quiet_until: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

MailDigest.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    thread: { type: DataTypes.STRING(64), allowNull: false },
    about: { type: DataTypes.STRING(255), allowNull: false },
    action_url: { type: DataTypes.STRING(255), allowNull: true },
    pending: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    quiet_until: { type: DataTypes.DATE, allowNull: false },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'mail_digests', underscored: true },
);
