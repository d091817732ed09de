import type { QueryInterface } from 'sequelize';

/**
 * Department names are unique ignoring case. MySQL/MariaDB already compare them so: the unique
 * index of 0001 uses the table's `utf8mb4_unicode_ci` collation. SQLite compares bytes, so two
 * requests could create "Riverside" and "RIVERSIDE" side by side; a unique index on the name
 * under NOCASE (ASCII case folding, as SQLite's LOWER) makes the second insert fail there too.
 * Names that already clash keep the oldest as it is; the others get their id appended.
 */
export async function up(qi: QueryInterface): Promise<void> {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  const [clashes] = (await qi.sequelize.query(
    `SELECT d.id, d.name FROM departments d
      WHERE EXISTS (SELECT 1 FROM departments o WHERE LOWER(o.name) = LOWER(d.name) AND o.id < d.id)`,
  )) as [{ id: number; name: string }[], unknown];
  for (const { id, name } of clashes) {
    await qi.sequelize.query('UPDATE departments SET name = ? WHERE id = ?', {
      replacements: [`${name} (${id})`, id],
    });
  }
  await qi.sequelize.query(
    'CREATE UNIQUE INDEX departments_name_nocase ON departments (name COLLATE NOCASE)',
  );
}

export async function down(qi: QueryInterface): Promise<void> {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  await qi.sequelize.query('DROP INDEX departments_name_nocase');
}
