/**
 * The borrowing search's world (bench/search/seed.ts's departments, items and loans) written through
 * the API's Sequelize, so it seeds SQLite as well as MySQL/MariaDB; plus the people who search: each a
 * student of a few departments in the middle of the region.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { DepartmentMembership, User } from '../../api/src/models';
import { haversineMiles } from '../../api/src/services/search/distance';
import { seedWorldInto, type Region, type SeedCounts, type SeededWorld, type SeedSink } from '../search/seed';

/** Rows per INSERT: large enough to amortise a statement, small enough for any packet limit. */
const CHUNK = 1000;

export function sequelizeSink(sequelize: Sequelize): SeedSink {
  const queryInterface = sequelize.getQueryInterface();
  return {
    async insert(table, columns, rows) {
      // One transaction per table: on SQLite one commit (one sync) instead of one per statement.
      await sequelize.transaction(async (transaction) => {
        for (let i = 0; i < rows.length; i += CHUNK) {
          const records = rows
            .slice(i, i + CHUNK)
            .map((row) => Object.fromEntries(columns.map((column, c) => [column, row[c]])));
          await queryInterface.bulkInsert(table, records, { transaction });
        }
      });
    },
    select: (sql) => sequelize.query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT }),
    async run(sql) {
      await sequelize.query(sql);
    },
    async analyze(tables) {
      await sequelize.query(
        sequelize.getDialect() === 'sqlite' ? 'ANALYZE' : `ANALYZE TABLE ${tables.join(', ')}`,
      );
    },
  };
}

export const REGION: Region = { latitude: 44.0, longitude: -120.5, width: 300 };
export const MAX_DISTANCE = 50;

export interface World extends SeededWorld {
  /** departments the searcher belongs to: the nearest the middle, whose whole circle is in the region */
  searchers: number[];
  /** the searching people, each a member of every searcher department */
  people: User[];
  /** for each searcher department, how many other departments are within MAX_DISTANCE */
  within: number[];
}

export async function seedBorrowingWorld(
  sequelize: Sequelize,
  counts: SeedCounts,
  searcherCount: number,
  peopleCount: number,
): Promise<World> {
  const world = await seedWorldInto(sequelizeSink(sequelize), REGION, counts);
  const searchers = [...world.places]
    .sort((a, b) => haversineMiles(a, REGION) - haversineMiles(b, REGION))
    .slice(0, searcherCount);
  const stamp = Date.now().toString(36);
  const people = await User.bulkCreate(
    Array.from({ length: peopleCount }, (_, i) => ({
      email: `searcher-${i}-${stamp}@bench.example`,
      password_hash: null,
      first_name: 'Bench',
      last_name: `Student ${i}`,
      phone: null,
      status: 'active' as const,
      is_superuser: false,
      last_login: null,
    })),
  );
  await DepartmentMembership.bulkCreate(
    people.flatMap((user) =>
      searchers.map((p) => ({ department_id: p.id, user_id: user.id, role: 'student' as const })),
    ),
  );
  const within = searchers.map(
    (me) => world.places.filter((p) => p.id !== me.id && haversineMiles(p, me) <= MAX_DISTANCE).length,
  );
  return { ...world, searchers: searchers.map((p) => p.id), people, within };
}
