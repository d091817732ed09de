import { Op } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import {
  Booking,
  CostumePiece,
  LendingMessage,
  LendingRecord,
  Production,
  Prop,
  SetPiece,
  type User,
} from '../models';
import { buildDepartment, buildUser } from '../test/factories';
import { testServer, useTestDatabase } from '../test/server';
import { seedDemoInventory } from './demoInventory';
import { seedDemoLending, type DemoLendingParty } from './demoLending';
import { day } from '../test/lending';

useTestDatabase();

/** Three departments stocked as the demo stocks them, with the demo's loans between them. */
async function demo() {
  const places = [
    { latitude: 45.5896, longitude: -122.7544 },
    { latitude: 45.4871, longitude: -122.8037 },
    { latitude: 44.9387, longitude: -123.0301 },
  ];
  const parties: DemoLendingParty[] = [];
  const admins: User[] = [];
  for (const place of places) {
    const department = await buildDepartment(place);
    parties.push({
      department,
      student: await buildUser({ role: 'student', department }),
      director: await buildUser({ role: 'director', department }),
    });
    admins.push(await buildUser({ role: 'admin', department }));
  }
  await inTransaction(async (transaction) => {
    for (const [index, party] of parties.entries())
      await seedDemoInventory(party.department, admins[index], index, transaction);
    await seedDemoLending(parties, transaction);
  });
  return parties;
}

describe('demo loans', () => {
  it('one loan in each state between the demo departments, with messages, of items no production holds', async () => {
    const parties = await demo();
    const ids = parties.map((p) => p.department.id);
    const loans = await LendingRecord.findAll({
      where: { from_department_id: { [Op.in]: ids } },
      order: [['id', 'ASC']],
    });
    expect(loans.map((l) => l.status).sort()).toEqual(
      ['active', 'approved', 'offered', 'overdue', 'requested', 'returned'].sort(),
    );
    expect(
      loans.every((l) => ids.includes(l.to_department_id) && l.to_department_id !== l.from_department_id),
    ).toBe(true);
    expect(await LendingMessage.count({ where: { lending_id: loans.map((l) => l.id) } })).toBe(7);
    // Four are for one of the borrower's productions, so its pull list has borrowed items to show.
    const linked = loans.filter((l) => l.production_id !== null);
    expect(linked).toHaveLength(4);
    for (const loan of linked) {
      const production = await Production.findByPk(loan.production_id!);
      expect(production?.department_id).toBe(loan.to_department_id);
    }
    for (const loan of loans) {
      const model = { prop: Prop, set_piece: SetPiece, costume_piece: CostumePiece }[
        loan.item_type
      ] as typeof Prop;
      const item = await model.findByPk(loan.prop_id ?? loan.set_piece_id ?? loan.costume_piece_id ?? 0);
      const booked = await Booking.count({
        where: { item_type: loan.item_type, item_id: item?.id ?? 0, kind: 'production' },
      });
      expect([loan.item_name, item?.name, item?.department_id, booked]).toEqual([
        loan.item_name,
        loan.item_name,
        loan.from_department_id,
        0,
      ]);
    }
  });

  it('the first department sees its loans on the lending screen and its request in the borrowing search', async () => {
    const [riverside, westbrook] = await demo();
    const as = testServer(riverside.student, riverside.department);
    const list = await as.get('/api/v1/lending').expect(200);
    expect(list.body.map((l: { status: string }) => l.status).sort()).toEqual([
      'active',
      'approved',
      'overdue',
      'requested',
    ]);
    const found = await as
      .post('/api/v1/search/inter-department')
      .send({
        query: 'Regency ball gown',
        max_distance: 10,
        available_only: false,
        date_range: { start: day(5), end: day(19) },
      })
      .expect(200);
    const gown = found.body.find(
      (h: { department_id: number }) => h.department_id === westbrook.department.id,
    );
    expect(gown).toEqual(
      expect.objectContaining({ available: false, requested_by_you: true, distance: 7.5 }),
    );
  });
});
