/**
 * Migration 0013 moves what a department had into bookings: items held by productions and open
 * loans become bookings with the same meaning, and down puts them back. Run on both databases.
 */
import { QueryTypes } from 'sequelize';
import { migrate, migrator } from '../../db/migrator';
import { sequelize } from '../../db/sequelize';
import { Booking } from '../../models';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildMember, buildProduction, buildProp, buildSetPiece } from '../factories';

useTestDatabase();

const API = '/api/v1';
const BEFORE_BOOKINGS = '0013-bookings';
const day = (offset: number) => {
  const d = new Date(Date.now() - 12 * 3600 * 1000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const select = <T extends object>(sql: string, replacements: unknown[] = []) =>
  sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });

describe('migration 0013: bookings', () => {
  it('turns assignments and open loans into bookings, and back', async () => {
    const { user, department } = await buildMember('manager', await buildDepartment());
    const borrower = await buildDepartment();
    const dated = await buildProduction({
      department,
      title: 'Macbeth',
      start_date: day(-3),
      end_date: day(10),
    });
    const undated = await buildProduction({ department, title: 'Twelfth Night' });
    const inDated = await buildProp({ department, name: 'Dagger' });
    const inUndated = await buildSetPiece({ department, name: 'Castle wall' });
    const lent = await buildProp({ department, name: 'Crown' });
    const requested = await buildProp({ department, name: 'Goblet' });
    const free = await buildProp({ department, name: 'Quill' });

    await migrator.down({ to: BEFORE_BOOKINGS });
    try {
      // Written as the product before bookings wrote them: the item's column and the loan's row.
      await sequelize.query('UPDATE props SET current_production_id = ? WHERE id = ?', {
        replacements: [dated.id, inDated.id],
      });
      await sequelize.query('UPDATE set_pieces SET current_production_id = ? WHERE id = ?', {
        replacements: [undated.id, inUndated.id],
      });
      const now = new Date();
      const loan = (
        item: { id: number; name: string },
        status: string,
        lent_date: string,
        due_date: string,
      ) => ({
        item_type: 'prop',
        prop_id: item.id,
        item_name: item.name,
        from_department_id: department.id,
        to_department_id: borrower.id,
        initiated_by: 'borrower',
        status,
        lent_date,
        due_date,
        created_at: now,
        updated_at: now,
      });
      await sequelize
        .getQueryInterface()
        .bulkInsert('lending_records', [
          loan(lent, 'active', day(-2), day(6)),
          loan(requested, 'requested', day(20), day(25)),
          loan(free, 'returned', day(-20), day(-15)),
          loan(free, 'cancelled', day(-10), day(-5)),
        ]);
    } finally {
      await migrate();
    }

    const bookings = await Booking.findAll({
      where: { department_id: department.id },
      order: [['id', 'ASC']],
    });
    const shape = bookings.map((b) => [b.kind, b.item_type, b.item_id, b.state, b.starts_on, b.ends_on]);
    expect(shape).toEqual(
      expect.arrayContaining([
        ['production', 'prop', inDated.id, 'held', day(-3), day(10)],
        ['production', 'set_piece', inUndated.id, 'held', day(0), null],
        ['loan', 'prop', lent.id, 'out', day(-2), day(6)],
        ['loan', 'prop', requested.id, 'requested', day(20), day(25)],
      ]),
    );
    expect(bookings).toHaveLength(4);
    const columns = await select<{ n: number }>(
      'SELECT COUNT(*) AS n FROM props WHERE current_production_id IS NOT NULL',
    );
    expect(Number(columns[0].n)).toBe(0);

    // The API says what it said before: who holds what today.
    const api = testServer(user, department);
    const props = (await api.get(`${API}/props/`).expect(200)).body as {
      name: string;
      current_production_id: number | null;
      availability: { current: { kind: string; holder: string } | null };
    }[];
    const byName = new Map(props.map((p) => [p.name, p]));
    expect(byName.get('Dagger')!.current_production_id).toBe(dated.id);
    expect(byName.get('Crown')!.availability.current).toEqual(
      expect.objectContaining({ kind: 'loan', holder: borrower.name }),
    );
    expect(byName.get('Quill')!.availability.current).toBeNull();
    const set = (await api.get(`${API}/sets/${inUndated.id}`).expect(200)).body;
    expect(set.current_production_id).toBe(undated.id);
    const counts = (await api.get(`${API}/productions/${dated.id}`).expect(200)).body;
    expect(counts.props_count).toBe(1);

    // Down: each item back in the production holding it today; the new columns gone.
    await migrator.down({ to: BEFORE_BOOKINGS });
    try {
      const held = await select<{ id: number; current_production_id: number | null }>(
        'SELECT id, current_production_id FROM props WHERE department_id = ? ORDER BY id',
        [department.id],
      );
      expect(held.find((p) => Number(p.id) === inDated.id)!.current_production_id).toBe(dated.id);
      const sets = await select<{ current_production_id: number | null }>(
        'SELECT current_production_id FROM set_pieces WHERE id = ?',
        [inUndated.id],
      );
      expect(Number(sets[0].current_production_id)).toBe(undated.id);
      const loans = await select<{ status: string }>(
        'SELECT status FROM lending_records WHERE from_department_id = ?',
        [department.id],
      );
      expect(loans.map((l) => l.status).sort()).toEqual(['active', 'cancelled', 'requested', 'returned']);
      const tables = await sequelize.getQueryInterface().showAllTables();
      expect(
        tables.map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName)),
      ).not.toContain('bookings');
    } finally {
      await migrate();
    }
    // Up again: the same bookings.
    expect(await Booking.count({ where: { department_id: department.id } })).toBe(4);
  });
});
