/**
 * The lists' pages are rendered as JSON by the database (db/renderedJson.ts): each item must read
 * exactly as its presenter gives it, whatever its text, its empty fields and how its row was written.
 */
import { CostumePiece, Prop, SetPiece } from '../models';
import { presentCostumeRow, presentPropRow, presentSetPieceRow } from '../presenters/inventory';

const rowsOf = (body: Record<string, unknown>[]) =>
  body.map(({ availability: _a, current_production_id: _c, ...row }) => row);
import { buildCostume, buildMember, buildProduction, buildProp, buildSetPiece } from '../test/factories';
import { testServer, useTestDatabase } from '../test/server';
import { insertRows } from './insertRows';
import { newItemCode } from '../lib/itemCodes';
import { inTransaction } from './sequelize';

useTestDatabase();

const API = '/api/v1';
/** Everything JSON must escape, and text it must leave as it is. */
const AWKWARD = 'Quote " back\\slash /slash\ttab\nline\r é ß 中文 😀 \u0001\u001f\u007f </script> \u2028';

async function setup() {
  const { user, department } = await buildMember('manager');
  const production = await buildProduction({ department });
  return { department, production, api: testServer(user, department) };
}

describe('list pages rendered by the database', () => {
  it('lists each prop exactly as its presenter shows it: awkward text, nulls, numbers and timestamps', async () => {
    const { department, production, api } = await setup();
    const plain = await buildProp({ department });
    const awkward = await buildProp({
      department,
      name: AWKWARD,
      description: AWKWARD,
      location: 'Shelf "3"',
      image_url: '/uploads/ab/cd.png',
      tags: 'period,brass',
      category: 'lighting',
      condition: 'poor',
      current_production_id: production.id,
    });
    await awkward.update({ name: `${AWKWARD} (renamed)` });
    // The CSV import writes rows in bulk (insertRows), not through a model instance.
    await inTransaction((transaction) =>
      insertRows(
        'props',
        [
          {
            department_id: department.id,
            // The import draws each row's code itself (docs/labels-and-scanning.md).
            code: newItemCode('prop'),
            name: 'Imported lantern',
            description: null,
            category: 'lighting',
            condition: 'good',
            location: null,
            image_url: null,
            tags: null,
            current_production_id: null,
            created_at: new Date('2026-01-02T03:04:05.678Z'),
            updated_at: new Date('2026-01-02T03:04:05.678Z'),
          },
        ],
        transaction,
      ),
    );

    const res = await api.get(`${API}/props/`).expect(200);

    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const stored = await Prop.findAll({
      where: { department_id: department.id },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    expect(stored).toHaveLength(3);
    expect(rowsOf(res.body)).toEqual(stored.map(presentPropRow));
    // The same text, key for key, as the item's own answer.
    const renamed = res.body.find((item: { id: number }) => item.id === awkward.id);
    expect(renamed).toEqual((await api.get(`${API}/props/${awkward.id}`).expect(200)).body);
    expect(renamed.name).toBe(`${AWKWARD} (renamed)`);
    // Its time: the production it is booked for holds it today.
    expect(renamed.current_production_id).toBe(production.id);
    expect(renamed.availability.current).toEqual(
      expect.objectContaining({ kind: 'production', production_id: production.id }),
    );
    expect(res.body.find((item: { id: number }) => item.id === plain.id).description).toBeNull();
    const imported = res.body.find((item: { name: string }) => item.name === 'Imported lantern');
    // SQLite keeps the milliseconds; a MySQL/MariaDB DATETIME keeps whole seconds.
    expect(imported.created_at).toMatch(/^2026-01-02T03:04:05\.(678|000)Z$/);
  });

  it('lists set pieces and costume pieces exactly as their presenters show them', async () => {
    const { department, api } = await setup();
    await buildSetPiece({ department });
    await buildSetPiece({
      department,
      name: AWKWARD,
      dimensions: '2 × 3 m',
      pieces_count: 12,
      components: JSON.stringify(['door "left"', AWKWARD]),
    });
    await buildCostume({ department });
    await buildCostume({
      department,
      name: AWKWARD,
      category: 'period',
      size: 'xl',
      color: 'ß red',
      material: AWKWARD,
      tags: 'victorian',
    });
    const order: [string, string][] = [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ];
    const where = { department_id: department.id };

    const sets = await api.get(`${API}/sets/`).expect(200);
    const costumes = await api.get(`${API}/costumes/`).expect(200);

    expect(rowsOf(sets.body)).toEqual((await SetPiece.findAll({ where, order })).map(presentSetPieceRow));
    expect(rowsOf(costumes.body)).toEqual(
      (await CostumePiece.findAll({ where, order })).map(presentCostumeRow),
    );
    // Components stay JSON text, as stored: the database does not nest them.
    expect(typeof sets.body.find((s: { pieces_count: number }) => s.pieces_count === 12).components).toBe(
      'string',
    );
  });

  it('answers an empty page as an empty array, and a page past the end as one too', async () => {
    const { department, api } = await setup();
    const empty = await api.get(`${API}/costumes/`).expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    await buildProp({ department, name: 'Only lantern' });
    const past = await api.get(`${API}/props/?skip=5&search=lantern`).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('1');
  });
});
