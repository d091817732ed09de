import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';

/**
 * Item pages (docs/bookings.md, "Photos" and "History"):
 *
 * - `item_photos`: up to 12 photos per item in order, the first (position 0) its cover. The item's
 *   `image_url` stays the cover's url, so the lists read it as before. Each item with an image_url
 *   gets it as its one photo, the cover.
 * - `audit_logs` gain the item a row is about (`item_type`, `item_id`): an item's history is one
 *   indexed read. Rows written before are filled where their details name the item: an item's own
 *   rows and its bookings' (`id`), a loan's (`lending_id`, through the loan's item).
 * - `notifications` gain `item_url`, the item page a loan notification links to on the lender's side.
 */

// Written out, not imported: a migration must build what it built the day it was written.
const ITEM_TABLES = [
  { table: 'props', type: 'prop', column: 'prop_id' },
  { table: 'set_pieces', type: 'set_piece', column: 'set_piece_id' },
  { table: 'costume_pieces', type: 'costume_piece', column: 'costume_piece_id' },
] as const;

/** Audit actions about one item whose details carry its `id`, and the item's type. */
const ITEM_ACTIONS: Record<string, string> = {
  prop_created: 'prop',
  prop_updated: 'prop',
  prop_deleted: 'prop',
  set_piece_created: 'set_piece',
  set_piece_updated: 'set_piece',
  set_piece_deleted: 'set_piece',
  costume_piece_created: 'costume_piece',
  costume_piece_updated: 'costume_piece',
  costume_piece_deleted: 'costume_piece',
};
/** Booking rows name the item's kind by its noun (`details.item`). */
const BOOKING_ACTIONS = [
  'item_assigned',
  'item_released',
  'item_blocked',
  'item_unblocked',
  'booking_updated',
];
const NOUNS: Record<string, string> = {
  prop: 'prop',
  'set piece': 'set_piece',
  'costume piece': 'costume_piece',
};

const BATCH = 1000;

async function backfillAudit(qi: QueryInterface): Promise<void> {
  const loans = new Map<number, { type: string; id: number }>();
  const loanRows = await qi.sequelize.query<Record<string, unknown>>(
    'SELECT id, item_type, prop_id, set_piece_id, costume_piece_id FROM lending_records',
    { type: QueryTypes.SELECT },
  );
  for (const row of loanRows) {
    const kind = ITEM_TABLES.find((k) => k.type === row.item_type);
    const itemId = kind ? Number(row[kind.column]) : NaN;
    if (kind && Number.isInteger(itemId) && itemId > 0)
      loans.set(Number(row.id), { type: kind.type, id: itemId });
  }
  let after = 0;
  for (;;) {
    const rows = await qi.sequelize.query<{ id: number; action: string; details: string | null }>(
      'SELECT id, action, details FROM audit_logs WHERE id > :after AND details IS NOT NULL ORDER BY id LIMIT :limit',
      { type: QueryTypes.SELECT, replacements: { after, limit: BATCH } },
    );
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1].id);
    // One UPDATE per item of the batch, not per row.
    const byItem = new Map<string, number[]>();
    for (const row of rows) {
      let details: Record<string, unknown>;
      try {
        details = JSON.parse(row.details!) as Record<string, unknown>;
      } catch {
        continue;
      }
      let item: { type: string; id: number } | undefined;
      if (typeof details.lending_id === 'number') item = loans.get(details.lending_id);
      else if (typeof details.id === 'number' && row.action in ITEM_ACTIONS)
        item = { type: ITEM_ACTIONS[row.action], id: details.id };
      else if (
        typeof details.id === 'number' &&
        BOOKING_ACTIONS.includes(row.action) &&
        typeof details.item === 'string' &&
        details.item in NOUNS
      )
        item = { type: NOUNS[details.item], id: details.id };
      if (!item) continue;
      const key = `${item.type}:${item.id}`;
      byItem.set(key, [...(byItem.get(key) ?? []), Number(row.id)]);
    }
    for (const [key, ids] of byItem) {
      const [type, id] = key.split(':');
      await qi.sequelize.query('UPDATE audit_logs SET item_type = :type, item_id = :id WHERE id IN (:ids)', {
        replacements: { type, id: Number(id), ids },
      });
    }
  }
}

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('item_photos', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    department_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'departments', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** prop, set_piece or costume_piece; removed with the item by the service */
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    url: { type: DataTypes.STRING(500), allowNull: false },
    /** 0: the cover, then in order */
    position: { type: DataTypes.INTEGER, allowNull: false },
    created_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('item_photos', ['item_type', 'item_id', 'position'], { name: 'item_photos_item' });
  for (const { table, type } of ITEM_TABLES)
    await qi.sequelize.query(
      `INSERT INTO item_photos (department_id, item_type, item_id, url, position, created_by, created_at) ` +
        `SELECT department_id, '${type}', id, image_url, 0, NULL, updated_at FROM ${table} ` +
        `WHERE image_url IS NOT NULL AND image_url <> ''`,
    );

  await qi.addColumn('audit_logs', 'item_type', { type: DataTypes.STRING(16), allowNull: true });
  await qi.addColumn('audit_logs', 'item_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addIndex('audit_logs', ['item_type', 'item_id', 'id'], { name: 'audit_logs_item' });
  await backfillAudit(qi);

  await qi.addColumn('notifications', 'item_url', { type: DataTypes.STRING(500), allowNull: true });
}

export async function down(qi: QueryInterface): Promise<void> {
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the tables.
  await qi.sequelize.query('ALTER TABLE notifications DROP COLUMN item_url');
  await qi.removeIndex('audit_logs', 'audit_logs_item');
  for (const column of ['item_id', 'item_type'])
    await qi.sequelize.query(`ALTER TABLE audit_logs DROP COLUMN ${column}`);
  await qi.dropTable('item_photos');
}
