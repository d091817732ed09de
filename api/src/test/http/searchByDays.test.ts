/**
 * The borrowing search by the days alone (docs/lending.md, "Borrowing search"): no words, no kind,
 * no category, only the days: every kind free then, nearest first, within the search's limits
 * (docs/concurrency-and-limits.md, "Searches"), each step read through indexes.
 */
import { countByDepartmentSql } from '../../services/search';
import { isSqlite, sequelize } from '../../db/sequelize';
import { QueryTypes } from 'sequelize';
import { useTestDatabase, testServer } from '../server';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  unique,
} from '../factories';
import { day } from '../lending';

useTestDatabase();

const API = '/api/v1/search/inter-department';
interface Hit {
  name: string;
  type: string;
  available: boolean;
  held_by: { holder: string; free_from: string | null } | null;
}

/**
 * A searcher and a lender two miles apart, somewhere no other test (nor an earlier run on the same
 * database) puts a department: the search's reach (5 miles) holds only these two.
 */
async function world() {
  const here = { latitude: -50 - Math.random() * 10, longitude: -40 + Math.random() * 30 };
  const nearby = { latitude: here.latitude + 0.02, longitude: here.longitude + 0.02 };
  const { user, department } = await buildMember('student', await buildDepartment(here));
  const lender = await buildDepartment({ ...nearby, name: unique('Harbour High') });
  const winter = await buildProduction({
    department: lender,
    title: 'Winter Show',
    start_date: day(0),
    end_date: day(10),
  });
  const hat = await buildProp({ department: lender, name: 'Felt hat', current_production_id: winter.id });
  await buildProp({ department: lender, name: 'Brass lantern' });
  await buildSetPiece({ department: lender, name: 'Garden gazebo' });
  await buildCostume({ department: lender, name: 'Ball gown' });
  const search = (body: Record<string, unknown>) =>
    testServer(user, department)
      .post(API)
      .send({ max_distance: 5, ...body });
  return { hat, search, lender, me: department };
}

describe('search: by the days alone', () => {
  it('finds every kind free on the days, without words or a kind; the busy ones say from when they are free', async () => {
    const w = await world();
    const during = await w.search({ date_range: { start: day(5), end: day(8) } }).expect(200);
    expect((during.body as Hit[]).map((h) => [h.name, h.type])).toEqual([
      ['Ball gown', 'costume'],
      ['Brass lantern', 'prop'],
      ['Garden gazebo', 'set'],
    ]);
    expect(during.headers['x-total-count']).toBe('3');
    expect(during.headers['x-total-count-exact']).toBe('true');
    // After the show the hat is free too.
    const after = await w.search({ date_range: { start: day(20), end: day(25) } }).expect(200);
    expect((after.body as Hit[]).map((h) => h.name)).toContain('Felt hat');
    // With the busy ones: the hat, held by the show, free the day after it.
    const all = await w
      .search({ date_range: { start: day(5), end: day(8) }, available_only: false })
      .expect(200);
    const hat = (all.body as Hit[]).find((h) => h.name === 'Felt hat')!;
    expect(hat.available).toBe(false);
    expect(hat.held_by).toEqual(expect.objectContaining({ free_from: day(11) }));
  });

  it('junk days are a 422 naming the field, never a 500', async () => {
    const w = await world();
    for (const range of [
      { start: day(5) },
      { start: 'soon', end: day(6) },
      { start: day(6), end: day(5) },
      { start: day(5), end: '2026-02-30' },
      { start: day(5), end: 'x'.repeat(11) },
    ]) {
      const res = await w.search({ date_range: range });
      expect([JSON.stringify(range), res.status]).toEqual([JSON.stringify(range), 422]);
      expect(JSON.stringify(res.body)).toContain('date_range');
    }
  });

  it('reads the items and their bookings through indexes: no table is read whole', async () => {
    const w = await world();
    // The count of the search's first step, as the search builds it: every kind, free on the days.
    const sql = countByDepartmentSql([w.lender.id, w.me.id], {
      words: [],
      itemType: 'all',
      tags: [],
      available: { from: day(5), to: day(8), today: day(0) },
    });
    await w.search({ date_range: { start: day(5), end: day(8) } }).expect(200);
    const statements = [sql!];
    const counts = statements.filter((sql) => /COUNT\(\*\)/.test(sql) && /GROUP BY/i.test(sql));
    expect(counts.length).toBeGreaterThan(0);
    for (const sql of counts) {
      if (isSqlite) {
        const plan = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
          type: QueryTypes.SELECT,
        });
        const details = plan.map((row) => row.detail);
        // No table read whole: each kind by its department index, each item's bookings by bookings_item.
        expect(details.filter((d) => /^SCAN/.test(d))).toEqual([]);
        for (const model of ['Prop', 'SetPiece', 'CostumePiece'])
          expect(details).toContainEqual(
            expect.stringMatching(new RegExp(`^SEARCH ${model} USING (COVERING )?INDEX`)),
          );
        const bookings = details.filter((d) => /Booking/.test(d));
        expect(bookings).toHaveLength(3);
        for (const line of bookings)
          expect(line).toMatch(/^SEARCH Booking USING INDEX bookings_item \(item_type=\? AND item_id=\?/);
      } else {
        const plan = await sequelize.query<{ table: string; type: string; key: string | null }>(
          `EXPLAIN ${sql}`,
          {
            type: QueryTypes.SELECT,
          },
        );
        // Each kind by a range of its department index, each item's bookings by bookings_item.
        for (const row of plan.filter((r) => /Prop|SetPiece|CostumePiece|Booking/.test(r.table ?? '')))
          expect([row.table, row.type]).toEqual([row.table, expect.stringMatching(/^(range|ref|eq_ref)$/)]);
        expect(plan.filter((r) => r.table === 'Booking').map((r) => r.key)).toEqual([
          'bookings_item',
          'bookings_item',
          'bookings_item',
        ]);
      }
    }
  });
});
