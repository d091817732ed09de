/**
 * Where one search's time goes (BENCH_PROFILE=1): the service is called in this process, one search
 * at a time, with Sequelize timing each statement (the database's answer as the driver sees it);
 * statements are grouped by what they read.
 */
import { sequelize } from '../../api/src/db/sequelize';
import type { Actor } from '../../api/src/domain/actor';
import { Department, DepartmentMembership, User } from '../../api/src/models';
import { interDepartmentSearch } from '../../api/src/services/search';

const ROUNDS = 5;

function statementKind(sql: string): string {
  if (sql.includes('COUNT(*)')) return 'count per department';
  if (/FROM `(props|set_pieces|costume_pieces)`/.test(sql)) return 'page rows';
  if (sql.includes('FROM `departments`')) return 'departments in the box';
  if (sql.includes('`from_department_id` IN')) return 'loans holding items (available_only)';
  if (sql.includes('FROM `lending_records`')) return "loans of the page's items";
  return 'other';
}

export async function profileSearch(
  departments: number[],
  queries: Record<string, unknown>[],
  maxDistance: number,
): Promise<string[]> {
  const membership = await DepartmentMembership.findOne({ where: { department_id: departments[0] } });
  const user = (await User.findByPk(membership!.user_id))!;
  const memberships = await DepartmentMembership.findAll({ where: { user_id: user.id } });
  const actors: Actor[] = [];
  for (const id of departments)
    actors.push({
      user,
      memberships,
      department: await Department.findByPk(id),
      role: 'student',
      sessionId: 'bench',
      ip: null,
    });
  const options = (sequelize as unknown as { options: { benchmark?: boolean; logging?: unknown } }).options;
  const lines = [
    `profile: each search ${ROUNDS} times from each of ${departments.length} departments, one at a time`,
  ];
  for (const query of queries) {
    const times = new Map<string, number>();
    options.benchmark = true;
    options.logging = (sql: string, ms?: number) => {
      const kind = statementKind(sql);
      times.set(kind, (times.get(kind) ?? 0) + (ms ?? 0));
    };
    const totals: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const actor of actors) {
          const started = performance.now();
          await interDepartmentSearch(actor, { ...query, max_distance: maxDistance, available_only: true });
          totals.push(performance.now() - started);
        }
      }
    } finally {
      options.benchmark = false;
      options.logging = false;
    }
    const n = totals.length;
    const mean = totals.reduce((a, b) => a + b, 0) / n;
    const median = [...totals].sort((a, b) => a - b)[Math.floor(n / 2)];
    lines.push(
      `  ${JSON.stringify(query)}: ${mean.toFixed(1)} ms mean, ${median.toFixed(1)} ms median; per search:`,
    );
    const rows = [...times].map(([kind, ms]) => ({ kind, per: ms / n })).sort((a, b) => b.per - a.per);
    for (const { kind, per } of rows)
      lines.push(
        `    ${per.toFixed(1).padStart(7)} ms ${((100 * per) / mean).toFixed(0).padStart(3)}%  ${kind}`,
      );
    const sql = rows.reduce((a, b) => a + b.per, 0);
    lines.push(
      `    ${(mean - sql).toFixed(1).padStart(7)} ms ${((100 * (mean - sql)) / mean).toFixed(0).padStart(3)}%  Node (building SQL, reading rows)`,
    );
  }
  return lines;
}
