import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';

/**
 * One dated timeline per item (docs/bookings.md): every claim on an item becomes a row of
 * `bookings`, the one table every availability rule reads.
 *
 * - Each item a production held (`current_production_id`) becomes that production's booking, on the
 *   production's days (it follows them); a production without a start holds it from today, one
 *   without an end until it is released: what "assigned" meant before. The column is emptied and
 *   nothing reads it any more; it stays in the tables because removing it from SQLite rebuilds
 *   each table, and with it the full-text triggers and indexes of 0009–0012.
 * - Each loan that is not over becomes its booking: requested (holds nothing yet), approved
 *   (held), active or overdue (out: held through the day it comes back). A returned or cancelled
 *   loan holds nothing.
 * - Loans gain the day they were picked up and the lender's other dates for a request. Loans out
 *   before this migration have no pick-up day: it was never kept.
 *
 * Down puts each item back in the production that holds it today (else the next to, else the last
 * that did) and drops the new table and columns.
 */

const ITEM_TABLES = [
  { table: 'props', type: 'prop', column: 'prop_id' },
  { table: 'set_pieces', type: 'set_piece', column: 'set_piece_id' },
  { table: 'costume_pieces', type: 'costume_piece', column: 'costume_piece_id' },
] as const;

const LOAN_STATES: Record<string, string> = {
  requested: 'requested',
  approved: 'held',
  active: 'out',
  overdue: 'out',
};

const LOAN_COLUMNS = ['picked_up_date', 'proposed_lent_date', 'proposed_due_date'];

/** Today in the last time zone to reach it, as the lending rules count days (lib/query.ts). */
const earliestToday = () => new Date(Date.now() - 12 * 3600 * 1000).toISOString().slice(0, 10);

/** A DATEONLY as both databases hand it back: text on SQLite, a Date or text on MariaDB. */
const day = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : (value as string).slice(0, 10);

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('bookings', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    department_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'departments', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** prop, set_piece or costume_piece; the item is removed with its bookings by the service */
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false },
    /** production, loan or block */
    kind: { type: DataTypes.STRING(12), allowNull: false },
    /** requested, held or out */
    state: { type: DataTypes.STRING(12), allowNull: false },
    starts_on: { type: DataTypes.DATEONLY, allowNull: false },
    /** null: until released */
    ends_on: { type: DataTypes.DATEONLY, allowNull: true },
    production_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'productions', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    follows_production: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    lending_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'lending_records', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    reason: { type: DataTypes.STRING(16), allowNull: true },
    note: { type: DataTypes.STRING(500), allowNull: true },
    created_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // An item's time (every check and every page's availability), a production's items, a loan's one
  // booking, a department's days (the dashboard, the lists' totals), one booking per production and item.
  await qi.addIndex('bookings', ['item_type', 'item_id', 'starts_on'], { name: 'bookings_item' });
  await qi.addIndex('bookings', ['production_id', 'item_type', 'item_id'], {
    name: 'bookings_production_item',
    unique: true,
  });
  await qi.addIndex('bookings', ['lending_id'], { name: 'bookings_lending', unique: true });
  // Covering: a list's "free on these days" total counts a department's held items from it alone,
  // by the state and the last day (services/bookings/availability.ts, itemsHeld).
  await qi.addIndex('bookings', ['department_id', 'item_type', 'state', 'ends_on', 'starts_on', 'item_id'], {
    name: 'bookings_department',
  });

  for (const column of LOAN_COLUMNS)
    await qi.addColumn('lending_records', column, { type: DataTypes.DATEONLY, allowNull: true });

  const now = new Date();
  const today = earliestToday();
  const rows: Record<string, unknown>[] = [];
  const productions = await qi.sequelize.query<{ id: number; start_date: unknown; end_date: unknown }>(
    'SELECT id, start_date, end_date FROM productions',
    { type: QueryTypes.SELECT },
  );
  const byId = new Map(productions.map((p) => [Number(p.id), p]));
  for (const { table, type } of ITEM_TABLES) {
    const items = await qi.sequelize.query<{
      id: number;
      department_id: number;
      current_production_id: number;
    }>(
      `SELECT id, department_id, current_production_id FROM ${table} WHERE current_production_id IS NOT NULL`,
      { type: QueryTypes.SELECT },
    );
    for (const item of items) {
      const production = byId.get(Number(item.current_production_id));
      if (!production) continue;
      const end = day(production.end_date);
      let start = day(production.start_date) ?? today;
      if (end !== null && start > end) start = end;
      rows.push({
        department_id: item.department_id,
        item_type: type,
        item_id: item.id,
        kind: 'production',
        state: 'held',
        starts_on: start,
        ends_on: end,
        production_id: production.id,
        follows_production: true,
        lending_id: null,
        reason: null,
        note: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      });
    }
    await qi.sequelize.query(`UPDATE ${table} SET current_production_id = NULL`);
  }
  const loans = await qi.sequelize.query<Record<string, unknown>>(
    "SELECT * FROM lending_records WHERE status IN ('requested', 'approved', 'active', 'overdue')",
    { type: QueryTypes.SELECT },
  );
  for (const loan of loans) {
    const kind = ITEM_TABLES.find((k) => k.type === loan.item_type);
    const itemId = kind ? loan[kind.column] : null;
    const state = LOAN_STATES[String(loan.status)];
    if (!kind || itemId === null || itemId === undefined || !state) continue;
    const start = day(loan.lent_date)!;
    const back =
      loan.status === 'returned' ? (day(loan.return_date) ?? day(loan.due_date)!) : day(loan.due_date)!;
    rows.push({
      department_id: loan.from_department_id,
      item_type: kind.type,
      item_id: itemId,
      kind: 'loan',
      state,
      starts_on: start,
      ends_on: back < start ? start : back,
      production_id: null,
      follows_production: false,
      lending_id: loan.id,
      reason: null,
      note: null,
      created_by: loan.created_by ?? null,
      created_at: now,
      updated_at: now,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await qi.bulkInsert('bookings', rows.slice(i, i + 500));
}

export async function down(qi: QueryInterface): Promise<void> {
  const today = earliestToday();
  const bookings = await qi.sequelize.query<{
    item_type: string;
    item_id: number;
    production_id: number;
    starts_on: unknown;
    ends_on: unknown;
  }>(
    "SELECT item_type, item_id, production_id, starts_on, ends_on FROM bookings WHERE kind = 'production' ORDER BY starts_on",
    { type: QueryTypes.SELECT },
  );
  // Per item, the production holding it today; else the next; else the last one that did.
  const chosen = new Map<string, { production: number; rank: number; starts: string }>();
  for (const b of bookings) {
    const starts = day(b.starts_on)!;
    const ends = day(b.ends_on);
    const rank = starts <= today && (ends === null || ends >= today) ? 3 : starts > today ? 2 : 1;
    const key = `${b.item_type} ${b.item_id}`;
    const seen = chosen.get(key);
    const better =
      !seen ||
      rank > seen.rank ||
      (rank === seen.rank && (rank === 2 ? starts < seen.starts : starts > seen.starts));
    if (better) chosen.set(key, { production: Number(b.production_id), rank, starts });
  }
  for (const [key, { production }] of chosen) {
    const [type, id] = key.split(' ');
    const table = ITEM_TABLES.find((k) => k.type === type)!.table;
    await qi.sequelize.query(`UPDATE ${table} SET current_production_id = ? WHERE id = ?`, {
      replacements: [production, Number(id)],
    });
  }
  // A plain column: both databases drop it in place (SQLite 3.35+), without rebuilding the table.
  for (const column of LOAN_COLUMNS)
    await qi.sequelize.query(`ALTER TABLE lending_records DROP COLUMN ${column}`);
  await qi.dropTable('bookings');
}
