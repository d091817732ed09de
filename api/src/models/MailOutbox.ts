import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

/**
 * A mail over its limit, waiting until `not_before` for its allowance (services/mailOutbox.ts).
 * `claimed_until` is set by the sender that took it, so it goes out once.
 */
export class MailOutbox extends Model<InferAttributes<MailOutbox>, InferCreationAttributes<MailOutbox>> {
  declare id: CreationOptional<number>;
  declare recipient: string;
  declare subject: string;
  declare text: string;
  declare html: string | null;
  declare link: string | null;
  declare reply_to: string | null;
  declare caused_by: number | null;
  declare not_before: Date;
  declare claimed_until: CreationOptional<Date | null>;
  declare attempts: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
}

MailOutbox.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    recipient: { type: DataTypes.STRING(320), allowNull: false },
    subject: { type: DataTypes.STRING(998), allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    html: { type: DataTypes.TEXT, allowNull: true },
    link: { type: DataTypes.TEXT, allowNull: true },
    reply_to: { type: DataTypes.STRING(320), allowNull: true },
    caused_by: { type: DataTypes.INTEGER, allowNull: true },
    not_before: { type: DataTypes.DATE, allowNull: false },
    claimed_until: { type: DataTypes.DATE, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'mail_outbox', underscored: true, updatedAt: false },
);
