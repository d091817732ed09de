import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A department lends its own items to people (docs/lending.md, "Lending to people"):
 *
 * - `person_loans`: one row per loan to a member (`borrower_user_id`) or to a named person
 *   (`borrower_name`, cast and crew without an account). Overdue is never stored: it is read off
 *   the due date on every read.
 * - `bookings.person_loan_id`: the loan's booking (kind `person`) on the item's one timeline, so a
 *   person loan and every other booking read the same availability rule.
 *
 * Down drops the column and the table (and first the bookings of kind `person`, and the loans'
 * condition and damage reports).
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('person_loans', {
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
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
    overdue_notice_sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('person_loans', {
    name: 'person_loans_department_status',
    fields: ['department_id', 'status'],
  });
  await qi.addIndex('person_loans', { name: 'person_loans_borrower', fields: ['borrower_user_id'] });
  await qi.addIndex('person_loans', { name: 'person_loans_clock', fields: ['status', 'due_on'] });
  await qi.addColumn('bookings', 'person_loan_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addIndex('bookings', { name: 'bookings_person_loan', fields: ['person_loan_id'] });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.sequelize.query("DELETE FROM bookings WHERE kind = 'person'");
  // The loans' condition and damage reports (0023) name loans that are gone: they go too, so a
  // loan made again later never meets an old loan's reports.
  await qi.sequelize.query(
    "DELETE FROM condition_photos WHERE report_id IN (SELECT id FROM condition_reports WHERE subject_type = 'person_loan')",
  );
  await qi.sequelize.query("DELETE FROM damage_reports WHERE subject_type = 'person_loan'");
  await qi.sequelize.query("DELETE FROM condition_reports WHERE subject_type = 'person_loan'");
  await qi.removeIndex('bookings', 'bookings_person_loan');
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the table.
  await qi.sequelize.query('ALTER TABLE bookings DROP COLUMN person_loan_id');
  await qi.dropTable('person_loans');
}
