import type { QueryInterface } from 'sequelize';

/**
 * Set pieces keep their borrowing categories (docs/lending.md, "Borrowing search") in a column,
 * `category_mask`: a bit per category whose stems start a word of the name or description
 * (backdrop 1, platform 2, furniture 4, architectural 8; 0 is `other`), written by the database with
 * every insert and update, whatever writes the row. Before this, a category search matched sixteen
 * stems against the text of every set piece in reach on each request, the most expensive part of a
 * borrowing search by category; now it reads the index `set_pieces_department_category_mask` alone.
 *
 * MySQL/MariaDB: a stored generated column. SQLite: a plain column that triggers write, because
 * SQLite reads a generated column's value from the row, never from an index, so an index would not
 * spare it the stems. Both test the same text the same way the query did before.
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

const INDEX = 'set_pieces_department_category_mask';
/** The category's columns first, then what a borrowing search also filters on: the count reads the index alone. */
const INDEXED = ['department_id', 'current_production_id', 'category_mask'];

/** The mask as SQL over the row's `name` and `description`: a stem at the text's start or after a space, any ASCII case. */
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
  await qi.addIndex('set_pieces', INDEXED, { name: INDEX });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('set_pieces', INDEX);
  for (const event of Object.keys(TRIGGERS))
    await qi.sequelize.query(`DROP TRIGGER IF EXISTS set_pieces_category_${event}`);
  await qi.sequelize.query('ALTER TABLE set_pieces DROP COLUMN category_mask');
}
