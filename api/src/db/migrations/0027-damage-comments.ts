import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Damage reports answered and resolved in full (docs/lending.md, "Damage reports"):
 *
 * - `damage_comments`: what either side says on a report (the borrower answers, the lender's people
 *   reply), oldest first; the author's name is kept as it was, as condition reports keep theirs.
 * - `damage_reports.resolved_condition`: the item's condition a repair or a replacement left it in
 *   (the item's own `condition` is set to it in the same transaction); null for the other resolutions
 *   and for reports resolved before this column existed.
 *
 * Down drops both.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('damage_comments', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    damage_report_id: { type: DataTypes.INTEGER, allowNull: false },
    /** the department the author wrote from (the current department of the request) */
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    author_id: { type: DataTypes.INTEGER, allowNull: true },
    author_name: { type: DataTypes.STRING(200), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('damage_comments', {
    name: 'damage_comments_report',
    fields: ['damage_report_id', 'id'],
  });
  await qi.addColumn('damage_reports', 'resolved_condition', {
    type: DataTypes.STRING(16),
    allowNull: true,
  });
  await qi.addIndex('damage_reports', {
    name: 'damage_reports_item',
    fields: ['item_type', 'item_id'],
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('damage_reports', 'damage_reports_item');
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the table.
  await qi.sequelize.query('ALTER TABLE damage_reports DROP COLUMN resolved_condition');
  await qi.dropTable('damage_comments');
}
