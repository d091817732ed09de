import type { QueryInterface } from 'sequelize';

/**
 * A borrowing search by category counts its matches off an index, without reading rows.
 *
 * Set pieces keep their borrowing categories (docs/lending.md, "Borrowing search") in a column,
 * `category_mask`: a bit per category whose stems start a word of the name or description
 * (backdrop 1, platform 2, furniture 4, architectural 8; 0 is `other`), written by the database with
 * every insert and update, whatever writes the row. Before this, a category search matched sixteen
 * stems against the text of every set piece in reach on each request. MySQL/MariaDB: a stored
 * generated column. SQLite: a plain column that triggers write, because SQLite reads a generated
 * column's value from the row, never from an index. Both test the same text the same way the query
 * did before.
 *
 * Each kind's `(department_id, current_production_id)` index gains the category at its end
 * (`category`, or `category_mask`): the search counts the available items of a category in the
 * departments in reach from that index alone. It replaces 0002's index on the same leading columns.
 */
/**
 * Each category's stems, in bit order: backdrop, platform, furniture, architectural. The stems lived
 * in kinds.ts before; from here on this list is what defines the categories.
 */
const STEMS: string[][] = [
  ['backdrop', 'backcloth', 'cyclorama', 'scrim', 'curtain', 'drape', 'painted cloth', 'drop cloth'],
  ['platform', 'rostra', 'rostrum', 'riser', 'rake', 'deck', 'revolve', 'stair', 'step', 'ramp', 'wagon'],
  [
    'table',
    'chair',
    'sofa',
    'couch',
    'settee',
    'bench',
    'desk',
    'cabinet',
    'bookcase',
    'shelving',
    'throne',
    'wardrobe',
    'dresser',
    'bedstead',
    'four-poster',
    'furniture',
  ],
  [
    'flat',
    'wall',
    'door',
    'window',
    'arch',
    'column',
    'pillar',
    'balcony',
    'balustrade',
    'fireplace',
    'gate',
    'facade',
    'façade',
    'portal',
    'proscenium',
    'lamp post',
    'fence',
  ],
];

/** Each kind's index on its department and production, and the category column it gains. */
const INDEXES = [
  { table: 'props', category: 'category' },
  { table: 'set_pieces', category: 'category_mask' },
  { table: 'costume_pieces', category: 'category' },
].map(({ table, category }) => ({
  table,
  old: `${table}_department_production`,
  name: `${table}_department_production_category`,
  columns: ['department_id', 'current_production_id', category],
}));

/** The mask over the row's name and description: a stem at the text's start or after a space, any ASCII case. */
function maskExpression(sqlite: boolean): string {
  const bit = (stems: string[], index: number) => {
    const test = sqlite
      ? stems
          .map((stem) => `(' ' || name || ' ' || COALESCE(description, '')) LIKE '% ${stem}%'`)
          .join(' OR ')
      : ['`name`', "COALESCE(`description`, '')"]
          .map((column) => `${column} REGEXP '(^| )(${stems.join('|')})'`)
          .join(' OR ');
    return `(CASE WHEN ${test} THEN ${2 ** index} ELSE 0 END)`;
  };
  return STEMS.map(bit).join(' + ');
}

const TRIGGERS = { insert: 'AFTER INSERT', update: 'AFTER UPDATE OF name, description' };

export async function up(qi: QueryInterface): Promise<void> {
  const db = qi.sequelize;
  if (db.getDialect() !== 'sqlite') {
    await db.query(
      `ALTER TABLE set_pieces ADD COLUMN category_mask TINYINT UNSIGNED AS (${maskExpression(false)}) STORED`,
    );
  } else {
    await db.query('ALTER TABLE set_pieces ADD COLUMN category_mask INTEGER NOT NULL DEFAULT 0');
    const write = `UPDATE set_pieces SET category_mask = ${maskExpression(true)}`;
    for (const [event, when] of Object.entries(TRIGGERS))
      await db.query(
        `CREATE TRIGGER set_pieces_category_${event} ${when} ON set_pieces BEGIN ${write} WHERE id = new.id; END`,
      );
    await db.query(write);
  }
  // The new index first: on MySQL the department's foreign key always has one to use.
  for (const { table, old, name, columns } of INDEXES) {
    await qi.addIndex(table, columns, { name });
    await qi.removeIndex(table, old);
  }
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const { table, old, name, columns } of INDEXES) {
    await qi.addIndex(table, columns.slice(0, 2), { name: old });
    await qi.removeIndex(table, name);
  }
  for (const event of Object.keys(TRIGGERS))
    await qi.sequelize.query(`DROP TRIGGER IF EXISTS set_pieces_category_${event}`);
  await qi.sequelize.query('ALTER TABLE set_pieces DROP COLUMN category_mask');
}
