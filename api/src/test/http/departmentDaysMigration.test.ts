/**
 * Migration 0026 gives every department a time zone (its coordinates', else the server's), lists
 * the moves recorded on the UTC−12 day without rewriting them, and goes down and up again.
 */
import { QueryTypes } from 'sequelize';
import * as departmentTimeZones from '../../db/migrations/0026-department-time-zones';
import { sequelize } from '../../db/sequelize';
import { ConditionReport, LendingRecord, type Department } from '../../models';
import { buildDepartment, buildProp } from '../factories';
import { useTestDatabase } from '../server';

useTestDatabase();

/** A loan handed over at `at` (its condition recorded then) and stored as picked up on `recorded`. */
async function handedOver(lender: Department, borrower: Department, at: string, recorded: string) {
  const prop = await buildProp({ department: lender, name: 'Picnic basket' });
  const loan = await LendingRecord.create({
    item_type: 'prop',
    prop_id: prop.id,
    set_piece_id: null,
    costume_piece_id: null,
    item_name: prop.name,
    from_department_id: lender.id,
    to_department_id: borrower.id,
    initiated_by: 'borrower',
    created_by: null,
    status: 'active',
    lent_date: recorded,
    due_date: '2026-12-20',
    picked_up_date: recorded,
    contact_person: null,
    contact_email: null,
    notes: null,
  });
  const report = await ConditionReport.create({
    department_id: lender.id,
    item_type: 'prop',
    item_id: prop.id,
    subject_type: 'lending',
    subject_id: loan.id,
    stage: 'handover',
    condition: 'good',
    note: null,
    recorded_by: null,
    recorded_by_name: 'Jordan Blake',
  });
  await sequelize.query('UPDATE condition_reports SET created_at = ? WHERE id = ?', {
    replacements: [new Date(at), report.id],
  });
  return loan;
}

describe('migration 0026: department time zones', () => {
  it('zones existing departments from their coordinates, lists early moves, and goes down and up', async () => {
    const qi = sequelize.getQueryInterface();
    const london = await buildDepartment({ latitude: 51.5072, longitude: -0.1276 });
    const nowhere = await buildDepartment({ latitude: null, longitude: null });
    const borrower = await buildDepartment();
    // A Monday-morning hand-over in London stored on Sunday (UTC−12), and one stored right.
    const early = await handedOver(london, borrower, '2026-12-07T07:42:00Z', '2026-12-06');
    await handedOver(london, borrower, '2026-12-07T13:00:00Z', '2026-12-07');

    await departmentTimeZones.down(qi);
    try {
      expect(await qi.describeTable('departments')).not.toHaveProperty('time_zone');
    } finally {
      await departmentTimeZones.up(qi);
    }
    const zones = await sequelize.query<{ id: number; time_zone: string }>(
      'SELECT id, time_zone FROM departments WHERE id IN (?, ?)',
      { replacements: [london.id, nowhere.id], type: QueryTypes.SELECT },
    );
    const zoneOf = new Map(zones.map((row) => [Number(row.id), row.time_zone]));
    expect(zoneOf.get(london.id)).toBe('Europe/London');
    expect(zoneOf.get(nowhere.id)).toBe('UTC'); // the server's TIME_ZONE in the tests

    const moves = (await departmentTimeZones.listEarlyMoves(qi)).filter((m) => m.department === london.name);
    expect(moves).toEqual([
      {
        subject: 'lending',
        loan_id: early.id,
        department: london.name,
        item: 'Picnic basket',
        stage: 'handover',
        recorded_day: '2026-12-06',
        own_day: '2026-12-07',
        recorded_at: '2026-12-07T07:42:00.000Z',
      },
    ]);
    // Listed, never rewritten.
    expect((await LendingRecord.findByPk(early.id))!.picked_up_date).toBe('2026-12-06');
  });
});
