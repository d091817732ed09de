import { DatabaseError } from 'sequelize';
import { Prop } from '../models';
import { buildProp, unique } from '../test/factories';
import { useTestDatabase } from '../test/server';
import { countOf, countSql, readRows, selectSql } from './read';
import { sequelize } from './sequelize';

useTestDatabase();

type Options = { logging: unknown; benchmark: boolean };
const options = () => (sequelize as unknown as { options: Options }).options;

describe('reads on the driver connection', () => {
  it('binds values as values: quotes and SQL in them are only text', async () => {
    const text = `${unique('x')}' OR '1'='1; DROP TABLE props; --`;
    const [row] = await readRows<{ v: string }>('SELECT ? AS v', [text]);
    expect(row.v).toBe(text);
    const prop = await buildProp({ name: text });
    await buildProp({ department_id: prop.department_id, name: 'Oak table' });
    const [found] = await readRows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM props WHERE department_id = ? AND name = ?',
      [prop.department_id, text],
    );
    expect(Number(found.n)).toBe(1);
    expect(await countOf(countSql(Prop, { name: text }))).toBe(1);
  });

  it('reads what Sequelize builds, and counts the same rows', async () => {
    const prop = await buildProp({ name: 'Brass lantern' });
    await buildProp({ department_id: prop.department_id, name: 'Oak table' });
    const rows = await readRows<{ id: number; name: string }>(
      selectSql(Prop, {
        attributes: ['id', 'name'],
        where: { department_id: prop.department_id },
        order: [['name', 'ASC']],
        limit: 1,
        offset: 1,
      }),
    );
    expect(rows).toEqual([{ id: expect.any(Number), name: 'Oak table' }]);
    expect(await countOf(countSql(Prop, { department_id: prop.department_id }))).toBe(2);
  });

  it("fails as Sequelize's queries fail, with the statement", async () => {
    const failed = readRows('SELECT nope FROM props');
    await expect(failed).rejects.toBeInstanceOf(DatabaseError);
    await expect(failed).rejects.toMatchObject({ sql: 'SELECT nope FROM props' });
  });

  it('logs each statement with its time where Sequelize is asked to (the bench profile)', async () => {
    const logged: [string, number | undefined][] = [];
    const before = { ...options() };
    Object.assign(options(), {
      benchmark: true,
      logging: (sql: string, ms?: number) => logged.push([sql, ms]),
    });
    try {
      await readRows('SELECT 1 AS one');
    } finally {
      Object.assign(options(), before);
    }
    expect(logged).toEqual([['Executed (read): SELECT 1 AS one', expect.any(Number)]]);
  });
});
