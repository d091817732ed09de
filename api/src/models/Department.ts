import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { config } from '../config';
import { sequelize } from '../db/sequelize';
import { zoneAt } from '../lib/timeZones';

export class Department extends Model<InferAttributes<Department>, InferCreationAttributes<Department>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare address: string | null;
  declare contact_person: string | null;
  declare contact_email: string | null;
  declare contact_phone: string | null;
  /** when the contact address's owner followed the confirmation link; null: it receives no mail */
  declare contact_email_confirmed_at: CreationOptional<Date | null>;
  /** SHA-256 of the confirmation link's token, while one is outstanding */
  declare contact_email_token_hash: CreationOptional<string | null>;
  declare contact_email_token_expires_at: CreationOptional<Date | null>;
  declare description: string | null;
  declare latitude: number | null;
  declare longitude: number | null;
  /** IANA zone its days are counted in (lib/timeZones.ts; docs/bookings.md, "Whose day") */
  declare time_zone: CreationOptional<string>;
  /** kept by services/inventory/counts.ts in the same transaction as the rows */
  declare prop_count: CreationOptional<number>;
  declare set_piece_count: CreationOptional<number>;
  declare costume_piece_count: CreationOptional<number>;
  declare production_count: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

Department.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING(150), allowNull: false, unique: true },
    address: { type: DataTypes.STRING(255), allowNull: true },
    contact_person: { type: DataTypes.STRING(150), allowNull: true },
    contact_email: { type: DataTypes.STRING(100), allowNull: true },
    contact_phone: { type: DataTypes.STRING(50), allowNull: true },
    contact_email_confirmed_at: { type: DataTypes.DATE, allowNull: true },
    contact_email_token_hash: { type: DataTypes.STRING(64), allowNull: true },
    contact_email_token_expires_at: { type: DataTypes.DATE, allowNull: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    latitude: { type: DataTypes.DOUBLE, allowNull: true },
    longitude: { type: DataTypes.DOUBLE, allowNull: true },
    time_zone: { type: DataTypes.STRING(64), allowNull: false },
    prop_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    set_piece_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    costume_piece_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    production_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'departments', underscored: true },
);

/**
 * A department created without a zone gets the one its coordinates lie in, else the server's
 * `TIME_ZONE`: every way of creating one (the API, the demo, the tests) counts days the same.
 */
function giveZone(department: Department): void {
  if (department.time_zone) return;
  const { latitude, longitude } = department;
  const here = latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined;
  department.time_zone = (here ? zoneAt(Number(latitude), Number(longitude)) : null) ?? config.timeZone;
}
Department.addHook('beforeValidate', giveZone);
Department.addHook('beforeBulkCreate', (departments: Department[]) => departments.forEach(giveZone));
