import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Condition at hand-over and return (docs/lending.md, "Condition at hand-over and return"):
 *
 * - `condition_reports`: what a loan's item looked like when it went out (`handover`) and when it came
 *   back (`return`); one per stage of one loan (unique subject and stage). `subject_type` says what
 *   was handed over: a loan between departments (`lending`) or to a person (`person_loan`).
 * - `condition_photos`: up to 6 photos per report. A photo is uploaded first (report_id null) and
 *   joins a report when a move names it; one no report took is swept like other uploads.
 * - `damage_reports`: opened when an item came back worse than it went out; open until the item's
 *   department resolves it (repaired, replaced, accepted, charged). One per return report.
 */

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('condition_reports', {
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
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('condition_reports', {
    name: 'condition_reports_subject_stage',
    unique: true,
    fields: ['subject_type', 'subject_id', 'stage'],
  });
  await qi.addIndex('condition_reports', {
    name: 'condition_reports_item',
    fields: ['item_type', 'item_id'],
  });

  await qi.createTable('condition_photos', {
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
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('condition_photos', { name: 'condition_photos_report', fields: ['report_id'] });
  await qi.addIndex('condition_photos', {
    name: 'condition_photos_department',
    fields: ['department_id', 'report_id'],
  });

  await qi.createTable('damage_reports', {
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
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('damage_reports', {
    name: 'damage_reports_return_report',
    unique: true,
    fields: ['return_report_id'],
  });
  await qi.addIndex('damage_reports', {
    name: 'damage_reports_department_status',
    fields: ['department_id', 'status'],
  });
  await qi.addIndex('damage_reports', {
    name: 'damage_reports_borrower_status',
    fields: ['borrower_department_id', 'status'],
  });
  await qi.addIndex('damage_reports', {
    name: 'damage_reports_subject',
    fields: ['subject_type', 'subject_id'],
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('damage_reports');
  await qi.dropTable('condition_photos');
  await qi.dropTable('condition_reports');
}
