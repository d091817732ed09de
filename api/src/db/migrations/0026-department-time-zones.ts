import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { config } from '../../config';
import { logger } from '../../logger';
import { dayIn, zoneAt } from '../../lib/timeZones';

/**
 * Each department's time zone (docs/bookings.md, "Whose day"): `departments.time_zone`, an IANA name.
 * An existing department gets the zone its coordinates lie in, else the server's `TIME_ZONE`.
 *
 * Until now "today" was today in UTC−12, so a move made in the morning east of that zone was recorded
 * on the day before. Those days are not rewritten: nobody can tell a move recorded that way from one a
 * person dated on purpose. The migration lists them instead (a warning in the log, and its answer to
 * `listEarlyMoves` for the closing report): each loan whose recorded hand-over or return day is the
 * UTC−12 day of the moment its condition was recorded, and not the department's own day.
 *
 * Down drops the column.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('departments', 'time_zone', {
    type: DataTypes.STRING(64),
    allowNull: false,
    defaultValue: 'UTC',
  });
  const departments = await qi.sequelize.query<{ id: number; latitude: unknown; longitude: unknown }>(
    'SELECT id, latitude, longitude FROM departments',
    { type: QueryTypes.SELECT },
  );
  for (const department of departments) {
    const latitude = department.latitude === null ? null : Number(department.latitude);
    const longitude = department.longitude === null ? null : Number(department.longitude);
    const zone = (latitude !== null && longitude !== null && zoneAt(latitude, longitude)) || config.timeZone;
    await qi.sequelize.query('UPDATE departments SET time_zone = ? WHERE id = ?', {
      replacements: [zone, department.id],
    });
  }
  const early = await listEarlyMoves(qi);
  if (early.length)
    logger.warn(
      { moves: early },
      `${early.length} loan moves were recorded on the day before the department's own day (left as they are)`,
    );
}

export async function down(qi: QueryInterface): Promise<void> {
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of a table others refer to.
  await qi.sequelize.query('ALTER TABLE departments DROP COLUMN time_zone');
}

export interface EarlyMove {
  subject: 'lending' | 'person_loan';
  loan_id: number;
  department: string;
  item: string;
  stage: 'handover' | 'return';
  recorded_day: string;
  own_day: string;
  recorded_at: string;
}

/** A DATE column read raw: a Date from MariaDB, 'YYYY-MM-DD HH:MM:SS.sss +00:00' from SQLite. */
function instant(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return null;
  const text = value;
  const at = new Date(text.includes('+') || text.endsWith('Z') ? text : `${text.replace(' ', 'T')}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The moves recorded on the UTC−12 day where the department's own day was later. A department
 * loan's hand-over and return days are `picked_up_date` and `return_date`; a person loan's return
 * day is `returned_on` (its hand-over keeps the moment itself).
 */
export async function listEarlyMoves(qi: QueryInterface): Promise<EarlyMove[]> {
  const rows = await qi.sequelize.query<{
    subject_type: 'lending' | 'person_loan';
    subject_id: number;
    stage: 'handover' | 'return';
    created_at: unknown;
    department: string;
    time_zone: string;
    item: string | null;
    picked_up_date: unknown;
    return_date: unknown;
    returned_on: unknown;
  }>(
    `SELECT c.subject_type, c.subject_id, c.stage, c.created_at, d.name AS department, d.time_zone,
            COALESCE(l.item_name, p.item_name) AS item,
            l.picked_up_date, l.return_date, p.returned_on
       FROM condition_reports c
       JOIN departments d ON d.id = c.department_id
       LEFT JOIN lending_records l ON c.subject_type = 'lending' AND l.id = c.subject_id
       LEFT JOIN person_loans p ON c.subject_type = 'person_loan' AND p.id = c.subject_id
      ORDER BY c.id`,
    { type: QueryTypes.SELECT },
  );
  const day = (value: unknown) =>
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string'
        ? value.slice(0, 10)
        : null;
  const moves: EarlyMove[] = [];
  for (const row of rows) {
    const recorded =
      row.subject_type === 'lending'
        ? day(row.stage === 'handover' ? row.picked_up_date : row.return_date)
        : row.stage === 'return'
          ? day(row.returned_on)
          : null;
    if (!recorded) continue;
    const at = instant(row.created_at);
    if (!at) continue;
    const utcMinus12 = new Date(at.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10);
    const own = dayIn(row.time_zone, at);
    if (recorded === utcMinus12 && recorded < own)
      moves.push({
        subject: row.subject_type,
        loan_id: Number(row.subject_id),
        department: row.department,
        item: row.item ?? '',
        stage: row.stage,
        recorded_day: recorded,
        own_day: own,
        recorded_at: at.toISOString(),
      });
  }
  return moves;
}
