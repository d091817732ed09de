import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Each department keeps how many items and productions it holds, changed in the same transaction
 * as the rows themselves, so unfiltered lists, department cards and the dashboard read a number
 * instead of counting tens of thousands of rows on every request.
 */
const COUNTS = {
  prop_count: 'props',
  set_piece_count: 'set_pieces',
  costume_piece_count: 'costume_pieces',
  production_count: 'productions',
} as const;

export async function up(qi: QueryInterface): Promise<void> {
  for (const [column, table] of Object.entries(COUNTS)) {
    await qi.addColumn('departments', column, { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await qi.sequelize.query(
      `UPDATE departments SET ${column} = (SELECT COUNT(*) FROM ${table} WHERE ${table}.department_id = departments.id)`,
    );
  }
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const column of Object.keys(COUNTS)) await qi.removeColumn('departments', column);
}
