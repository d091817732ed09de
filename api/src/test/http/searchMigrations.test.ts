/**
 * The search migrations (0009 full-text indexes, 0011 department-scoped words, 0012 set categories)
 * index the rows that were there before they ran, not only those written after: an installation
 * upgraded with stock in it finds that stock. Run on both databases.
 */
import { useTestDatabase, testServer } from '../server';
import { migrate, migrator } from '../../db/migrator';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  unique,
} from '../factories';

useTestDatabase();

const API = '/api/v1';
const FIRST_SEARCH_MIGRATION = '0009-full-text-search';

describe('the search migrations', () => {
  it('index the items and productions written before they ran', async () => {
    const word = unique('lanthorn').split('-')[1];
    const { user, department } = await buildMember(
      'manager',
      await buildDepartment({ latitude: 40, longitude: -3 }),
    );
    const neighbour = await buildDepartment({ latitude: 40.05, longitude: -3 });

    await buildProp({ department, name: `Storm Lantern ${word}`, description: 'Brass, with a hook' });
    await buildProp({ department: neighbour, name: `Ship's Lantern ${word}` });
    await buildSetPiece({ department, name: `Painted backdrop ${word}`, components: 'canvas, battens' });
    await buildCostume({ department, name: `Doublet ${word}`, color: 'Émeraude' });
    await buildProduction({ department, title: `Lanterns of Autumn ${word}`, director: 'Zoë Haddad' });
    // The rows stay as the search migrations are taken back and run again: they find rows that were
    // there before they ran. (Rows are written at the latest schema: the models know no older one.)
    await migrator.down({ to: FIRST_SEARCH_MIGRATION });
    await migrate();

    const api = testServer(user, department);
    const names = async (path: string, query: Record<string, string>) => {
      const res = await api.get(`${API}/${path}/`).query(query).expect(200);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      return (res.body as { name?: string; title?: string }[]).map((row) => row.name ?? row.title).sort();
    };
    // Prefixes, accents and several words, in the department's own rows only.
    expect(await names('props', { search: `${word} lant` })).toEqual([`Storm Lantern ${word}`]);
    expect(await names('props', { search: `${word} brass hook` })).toEqual([`Storm Lantern ${word}`]);
    expect(await names('sets', { search: `${word} batten` })).toEqual([`Painted backdrop ${word}`]);
    expect(await names('costumes', { search: `${word} emer` })).toEqual([`Doublet ${word}`]);
    expect(await names('productions', { search: `${word} zoe` })).toEqual([`Lanterns of Autumn ${word}`]);

    // The neighbour's borrowing search finds the rows by word, and the set by its category.
    const { user: borrower } = await buildMember('student', neighbour);
    const search = async (body: Record<string, unknown>) => {
      const res = await testServer(borrower, neighbour)
        .post(`${API}/search/inter-department`)
        .send(body)
        .expect(200);
      return (res.body as { name: string }[]).map((hit) => hit.name).sort();
    };
    expect(await search({ query: `${word} lant`, max_distance: 25 })).toEqual([`Storm Lantern ${word}`]);
    expect(await search({ query: word, item_type: 'sets', category: 'backdrop', max_distance: 25 })).toEqual([
      `Painted backdrop ${word}`,
    ]);
  });
});
