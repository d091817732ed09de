import type { QueryInterface } from 'sequelize';

/**
 * The list filters' indexes end in `created_at`, the lists' order: a filtered page of 100 reads its
 * 100 rows in index order instead of sorting every match, and a filtered count reads the index alone.
 * A prop's or costume's category index also holds the condition, the pair the screens filter on
 * together. Each replaces the shorter index 0002 made on the same leading columns.
 * `(department_id, current_production_id)` stays as it is: the narrowest index holding the
 * department, it is what SQLite counts a text search's matches through.
 */
const REPLACED: { table: string; old: string; name: string; columns: string[] }[] = [
  ...['props', 'set_pieces', 'costume_pieces'].map((table) => ({
    table,
    old: `${table}_department_condition`,
    name: `${table}_department_condition_created`,
    columns: ['department_id', 'condition', 'created_at'],
  })),
  ...['props', 'costume_pieces'].map((table) => ({
    table,
    old: `${table}_department_category`,
    name: `${table}_department_category_condition_created`,
    columns: ['department_id', 'category', 'condition', 'created_at'],
  })),
  {
    table: 'costume_pieces',
    old: 'costume_pieces_department_size',
    name: 'costume_pieces_department_size_created',
    columns: ['department_id', 'size', 'created_at'],
  },
];

export async function up(qi: QueryInterface): Promise<void> {
  // The new index first: on MySQL the department's foreign key always has one to use.
  for (const { table, old, name, columns } of REPLACED) {
    await qi.addIndex(table, columns, { name });
    await qi.removeIndex(table, old);
  }
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const { table, old, name, columns } of [...REPLACED].reverse()) {
    await qi.addIndex(table, columns.slice(0, 2), { name: old });
    await qi.removeIndex(table, name);
  }
}
