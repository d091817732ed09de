import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';
import type { Condition } from './inventoryColumns';
import type { LendingItemType } from './Lending';

/** What was handed over: a loan between departments, or a department's loan to a person. */
export const CONDITION_SUBJECTS = ['lending', 'person_loan'] as const;
export type ConditionSubjectType = (typeof CONDITION_SUBJECTS)[number];

export const CONDITION_STAGES = ['handover', 'return'] as const;
export type ConditionStage = (typeof CONDITION_STAGES)[number];

/** Most photos one condition report keeps (docs/lending.md, "Condition at hand-over and return"). */
export const MAX_CONDITION_PHOTOS = 6;
/** Longest note of a report or a resolution. */
export const MAX_CONDITION_NOTE = 1000;

export const DAMAGE_STATUSES = ['open', 'resolved'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];
export const DAMAGE_RESOLUTIONS = ['repaired', 'replaced', 'accepted', 'charged'] as const;
export type DamageResolution = (typeof DAMAGE_RESOLUTIONS)[number];

/** The item's condition at one stage of one hand-over (migration 0023). */
export class ConditionReport extends Model<
  InferAttributes<ConditionReport>,
  InferCreationAttributes<ConditionReport>
> {
  declare id: CreationOptional<number>;
  /** the item's department */
  declare department_id: number;
  declare item_type: LendingItemType;
  declare item_id: number;
  declare subject_type: ConditionSubjectType;
  declare subject_id: number;
  declare stage: ConditionStage;
  declare condition: Condition;
  declare note: string | null;
  declare recorded_by: number | null;
  declare recorded_by_name: string | null;
  declare created_at: CreationOptional<Date>;
}

ConditionReport.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    subject_type: { type: DataTypes.STRING(16), allowNull: false },
    subject_id: { type: DataTypes.INTEGER, allowNull: false },
    stage: { type: DataTypes.STRING(10), allowNull: false },
    condition: { type: DataTypes.STRING(16), allowNull: false },
    note: { type: DataTypes.STRING(1000), allowNull: true },
    recorded_by: { type: DataTypes.INTEGER, allowNull: true },
    recorded_by_name: { type: DataTypes.STRING(200), allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'condition_reports', underscored: true, updatedAt: false },
);

/** A photo of a condition report; `report_id` null while it waits to be named by a move. */
export class ConditionPhoto extends Model<
  InferAttributes<ConditionPhoto>,
  InferCreationAttributes<ConditionPhoto>
> {
  declare id: CreationOptional<number>;
  /** the department that uploaded it: only its items' reports may use it */
  declare department_id: number;
  declare report_id: number | null;
  /** the stored name, `<sha256>.<ext>` */
  declare file_key: string;
  declare url: string;
  declare width: number;
  declare height: number;
  declare bytes: number;
  declare position: CreationOptional<number>;
  declare uploaded_by: number | null;
  declare created_at: CreationOptional<Date>;
}

ConditionPhoto.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    report_id: { type: DataTypes.INTEGER, allowNull: true },
    file_key: { type: DataTypes.STRING(191), allowNull: false },
    url: { type: DataTypes.STRING(500), allowNull: false },
    width: { type: DataTypes.INTEGER, allowNull: false },
    height: { type: DataTypes.INTEGER, allowNull: false },
    bytes: { type: DataTypes.INTEGER, allowNull: false },
    position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    uploaded_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'condition_photos', underscored: true, updatedAt: false },
);

/** An item that came back worse than it went out: open until its department resolves it. */
export class DamageReport extends Model<
  InferAttributes<DamageReport>,
  InferCreationAttributes<DamageReport>
> {
  declare id: CreationOptional<number>;
  /** the item's department: its managers and up resolve the report */
  declare department_id: number;
  /** the borrowing department of a loan between departments (reads it); null for a person loan */
  declare borrower_department_id: number | null;
  declare item_type: LendingItemType;
  declare item_id: number;
  declare item_name: string;
  declare subject_type: ConditionSubjectType;
  declare subject_id: number;
  declare handover_report_id: number | null;
  declare return_report_id: number;
  declare condition_before: Condition;
  declare condition_after: Condition;
  declare status: CreationOptional<DamageStatus>;
  declare resolution: DamageResolution | null;
  declare resolution_note: string | null;
  declare resolved_by: number | null;
  declare resolved_by_name: string | null;
  declare resolved_at: Date | null;
  /** the condition a repair or a replacement left the item in (migration 0027); null otherwise */
  declare resolved_condition: CreationOptional<Condition | null>;
  declare created_at: CreationOptional<Date>;
}

DamageReport.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    borrower_department_id: { type: DataTypes.INTEGER, allowNull: true },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    item_name: { type: DataTypes.STRING(200), allowNull: false },
    subject_type: { type: DataTypes.STRING(16), allowNull: false },
    subject_id: { type: DataTypes.INTEGER, allowNull: false },
    handover_report_id: { type: DataTypes.INTEGER, allowNull: true },
    return_report_id: { type: DataTypes.INTEGER, allowNull: false },
    condition_before: { type: DataTypes.STRING(16), allowNull: false },
    condition_after: { type: DataTypes.STRING(16), allowNull: false },
    status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'open' },
    resolution: { type: DataTypes.STRING(10), allowNull: true },
    resolution_note: { type: DataTypes.STRING(1000), allowNull: true },
    resolved_by: { type: DataTypes.INTEGER, allowNull: true },
    resolved_by_name: { type: DataTypes.STRING(200), allowNull: true },
    resolved_at: { type: DataTypes.DATE, allowNull: true },
    resolved_condition: { type: DataTypes.STRING(16), allowNull: true },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'damage_reports', underscored: true, updatedAt: false },
);

/** Longest comment on a damage report. */
export const MAX_DAMAGE_COMMENT = 2000;

/** What one side says on a damage report (migration 0027): the borrower's answer, the lender's reply. */
export class DamageComment extends Model<
  InferAttributes<DamageComment>,
  InferCreationAttributes<DamageComment>
> {
  declare id: CreationOptional<number>;
  declare damage_report_id: number;
  /** the department the author wrote from */
  declare department_id: number;
  declare author_id: number | null;
  /** the author's name when they wrote it */
  declare author_name: string;
  declare body: string;
  declare created_at: CreationOptional<Date>;
}

DamageComment.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    damage_report_id: { type: DataTypes.INTEGER, allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    author_id: { type: DataTypes.INTEGER, allowNull: true },
    author_name: { type: DataTypes.STRING(200), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    created_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'damage_comments', underscored: true, updatedAt: false },
);
