import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A loan to a person may be for one of the department's productions (docs/lending.md, "Lending to
 * people"): a show's costume lent to one of its cast for days inside the production's booking of
 * it. `person_loans.production_id` names it (null: not for a production); the loan's booking nests
 * inside the production's booking on the item's timeline (docs/bookings.md, "Nesting"). Indexed
 * with the loan's id, for unlinking a deleted production's loans.
 *
 * Down drops the column and its index: the loans stay, no longer for a production.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('person_loans', 'production_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addIndex('person_loans', {
    name: 'person_loans_production',
    fields: ['production_id', 'id'],
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('person_loans', 'person_loans_production');
  await qi.removeColumn('person_loans', 'production_id');
}
