/**
 * Lending to people, chosen by the days (docs/lending.md, "Lending to people"): the item chooser's
 * list for future days, and a show's item lent to one of its cast inside the production's booking,
 * which keeps holding it (docs/bookings.md, "Nesting").
 */
import { AuditLog, Booking, PersonLoan, Production, type Role } from '../../models';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildProduction, buildProp, buildUser, unique } from '../factories';
import { day, dd, ROLES } from '../lending';

useTestDatabase();

const API = '/api/v1';
type Person = Awaited<ReturnType<typeof buildUser>>;

/** A wardrobe: people of every role, a top hat Our Town books for days 2–30, a free cloak, a neighbour. */
async function wardrobe() {
  const department = await buildDepartment({ name: unique('Riverside High') });
  const other = await buildDepartment({ name: unique('Westbrook High') });
  const people = {} as Record<Role, Person>;
  for (const role of ROLES) people[role] = await buildUser({ role, department });
  const outsider = await buildUser({ role: 'admin', department: other });
  const neighbour = await buildUser({ role: 'student', department: other });
  const hat = await buildProp({ department, name: 'Top hat' });
  const cloak = await buildProp({ department, name: 'Velvet cloak' });
  const ourTown = await buildProduction({
    department,
    title: 'Our Town',
    start_date: day(2),
    end_date: day(30),
  });
  const as = (user: Person, dept = department) => testServer(user, dept);
  await as(people.assistant)
    .post(`${API}/bookings/`)
    .send({ item_type: 'prop', item_id: hat.id, kind: 'production', production_id: ourTown.id })
    .expect(201);
  return { department, other, people, outsider, neighbour, hat, cloak, ourTown, as };
}
type Wardrobe = Awaited<ReturnType<typeof wardrobe>>;

const lend = (w: Wardrobe, body: Record<string, unknown>, user: Person = w.people.assistant) =>
  w
    .as(user)
    .post(`${API}/person-loans/`)
    .send({
      item_type: 'prop',
      item_id: w.hat.id,
      borrower_name: 'Emily Webb',
      production_id: w.ourTown.id,
      starts_on: day(5),
      due_on: day(12),
      ...body,
    });

const holdings = async (itemId: number) =>
  (await Booking.findAll({ where: { item_type: 'prop', item_id: itemId }, order: [['id', 'ASC']] })).map(
    (b) => ({ kind: b.kind, starts_on: b.starts_on, ends_on: b.ends_on, production_id: b.production_id }),
  );

describe('lend to a person: the chooser asks about the chosen days', () => {
  it('offers an item busy now but free on later days, and says from when the busy ones are free', async () => {
    const department = await buildDepartment();
    const assistant = await buildUser({ role: 'assistant', department });
    const winter = await buildProduction({
      department,
      title: 'Winter Show',
      start_date: day(0),
      end_date: day(10),
    });
    const hat = await buildProp({ department, name: 'Felt hat' });
    const api = testServer(assistant, department);
    await api
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: hat.id, kind: 'production', production_id: winter.id })
      .expect(201);
    const names = (res: { body: { name: string }[] }) => res.body.map((p) => p.name);

    // Free today: not offered (what the dialog used to ask, whatever the days).
    expect(names(await api.get(`${API}/props/?available=true`).expect(200))).not.toContain('Felt hat');
    // Free on the chosen days, after the show: offered.
    const later = `available_from=${day(20)}&available_to=${day(25)}`;
    expect(names(await api.get(`${API}/props/?available=true&${later}`).expect(200))).toContain('Felt hat');
    // Busy on the chosen days: listed among the busy ones, free from the day after the show.
    const during = `available_from=${day(5)}&available_to=${day(12)}`;
    expect(names(await api.get(`${API}/props/?available=true&${during}`).expect(200))).not.toContain(
      'Felt hat',
    );
    const busy = await api.get(`${API}/props/?available=false&${during}`).expect(200);
    const row = busy.body.find((p: { name: string }) => p.name === 'Felt hat');
    expect(row.availability.clash).toEqual(
      expect.objectContaining({ kind: 'production', holder: 'Winter Show' }),
    );
    expect(row.availability.free_from).toBe(day(11));

    // And it is lent for those later days.
    const loan = await api
      .post(`${API}/person-loans/`)
      .send({ item_type: 'prop', item_id: hat.id, borrower_name: 'Ada', starts_on: day(20), due_on: day(25) })
      .expect(201);
    expect(loan.body).toEqual(expect.objectContaining({ starts_on: day(20), production_title: null }));
    // Those days are now taken: the chooser lists it as busy until the loan ends.
    const again = await api.get(`${API}/props/?available=false&${later}`).expect(200);
    expect(again.body.find((p: { name: string }) => p.name === 'Felt hat').availability.free_from).toBe(
      day(26),
    );
  });

  it('for a production: its own items free of anyone else on the days, and nothing of other shows', async () => {
    const w = await wardrobe();
    const api = w.as(w.people.assistant);
    const days = `available_from=${day(5)}&available_to=${day(12)}`;
    const forShow = `production_id=${w.ourTown.id}&assignable_to=${w.ourTown.id}`;
    const offered = await api.get(`${API}/props/?available=true&${days}&${forShow}`).expect(200);
    expect(offered.body.map((p: { name: string }) => p.name)).toEqual(['Top hat']);
    expect(offered.body[0].availability.production_booking).toEqual(
      expect.objectContaining({ starts_on: day(2), ends_on: day(30), holder: 'Our Town' }),
    );
    // Once lent to one of the cast, those days are taken for the rest of the cast.
    await lend(w, {}).expect(201);
    expect((await api.get(`${API}/props/?available=true&${days}&${forShow}`).expect(200)).body).toEqual([]);
    const busy = await api
      .get(`${API}/props/?available=false&${days}&period_of=${w.ourTown.id}&production_id=${w.ourTown.id}`)
      .expect(200);
    expect(busy.body[0].availability.clash).toEqual(
      expect.objectContaining({ kind: 'person', holder: 'Emily Webb' }),
    );
    expect(busy.body[0].availability.free_from).toBe(day(13));
  });
});

describe('lend to a person: a show’s item to one of its cast', () => {
  it('inside the production’s booking: accepted, named "for Our Town", and the production still holds the item', async () => {
    const w = await wardrobe();
    const made = await lend(w, {}).expect(201);
    expect(made.body).toEqual(
      expect.objectContaining({
        item_name: 'Top hat',
        borrower_name: 'Emily Webb',
        production_id: w.ourTown.id,
        production_title: 'Our Town',
        starts_on: day(5),
        due_on: day(12),
        status: 'booked',
      }),
    );
    // The production's booking is untouched: same days, still the production's.
    expect(await holdings(w.hat.id)).toEqual([
      { kind: 'production', starts_on: day(2), ends_on: day(30), production_id: w.ourTown.id },
      { kind: 'person', starts_on: day(5), ends_on: day(12), production_id: null },
    ]);
    const read = await w.as(w.people.student).get(`${API}/person-loans/${made.body.id}`).expect(200);
    expect(read.body.production_title).toBe('Our Town');
    const listed = await w.as(w.people.student).get(`${API}/person-loans/`).expect(200);
    expect(listed.body[0].production_title).toBe('Our Town');
    const audit = await AuditLog.findOne({
      where: { action: 'person_loan_booked' },
      order: [['id', 'DESC']],
    });
    const details: unknown = typeof audit?.details === 'string' ? JSON.parse(audit.details) : audit?.details;
    expect(details).toEqual(expect.objectContaining({ production_id: w.ourTown.id }));

    // The whole of the production's days fit too (both ends included).
    const cloakShow = await buildProduction({
      department: w.department,
      title: 'Cloak Show',
      start_date: day(3),
      end_date: day(4),
    });
    await w
      .as(w.people.assistant)
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: w.cloak.id, kind: 'production', production_id: cloakShow.id })
      .expect(201);
    await lend(w, {
      item_id: w.cloak.id,
      production_id: cloakShow.id,
      starts_on: day(3),
      due_on: day(4),
    }).expect(201);

    // Handed over and taken back: the production's booking is still there, unchanged.
    await w
      .as(w.people.assistant)
      .put(`${API}/person-loans/${made.body.id}`)
      .send({ due_on: day(14) })
      .expect(200);
    expect((await holdings(w.hat.id))[0]).toEqual(
      expect.objectContaining({ kind: 'production', starts_on: day(2), ends_on: day(30) }),
    );
  });

  it('days outside the production’s booking, or an item the production does not book: 422 explaining, nothing made', async () => {
    const w = await wardrobe();
    const outside = await lend(w, { starts_on: day(25), due_on: day(35) }).expect(422);
    expect(JSON.stringify(outside.body)).toContain('due_on');
    expect(JSON.stringify(outside.body)).toContain(
      `For \\"Our Town\\", \\"Top hat\\" can be lent on the production's days only: ${dd(2)} – ${dd(30)}`,
    );
    const before = await lend(w, { starts_on: day(1), due_on: day(4) }).expect(422);
    expect(JSON.stringify(before.body)).toContain('starts_on');
    const notBooked = await lend(w, { item_id: w.cloak.id }).expect(422);
    expect(JSON.stringify(notBooked.body)).toContain('production_id');
    expect(JSON.stringify(notBooked.body)).toContain('\\"Velvet cloak\\" is not booked for \\"Our Town\\"');
    expect(await PersonLoan.count({ where: { department_id: w.department.id } })).toBe(0);
    // Without naming the production, the production's days are the usual 409, naming it.
    const plain = await lend(w, { production_id: null }).expect(409);
    expect(plain.body.code).toBe('item_in_use');
    expect(plain.body.detail).toContain('is booked for the production "Our Town"');
  });

  it('the cast member’s days stay taken: another person, another show’s loan, a block or a department are refused', async () => {
    const w = await wardrobe();
    await lend(w, {}).expect(201);
    // Another member of the cast, the same show, overlapping days: the hat is theirs then.
    const second = await lend(w, {
      borrower_name: 'George Gibbs',
      starts_on: day(10),
      due_on: day(11),
    }).expect(409);
    expect(second.body.code).toBe('item_in_use');
    expect(second.body.detail).toBe(
      `Prop "Top hat" is promised to Emily Webb from ${dd(5)} to ${dd(12)}; it is free from ${dd(13)}`,
    );
    // Days of the show nobody has: another of the cast may have them.
    await lend(w, { borrower_name: 'George Gibbs', starts_on: day(13), due_on: day(15) }).expect(201);
    // Someone not in the show: the production holds the days.
    const plain = await lend(w, {
      production_id: null,
      borrower_name: 'Alex',
      starts_on: day(20),
      due_on: day(21),
    }).expect(409);
    expect(plain.body.detail).toContain('is booked for the production "Our Town"');
    // A block, and another department asking to borrow it.
    await w
      .as(w.people.assistant)
      .post(`${API}/bookings/`)
      .send({
        item_type: 'prop',
        item_id: w.hat.id,
        kind: 'block',
        reason: 'repair',
        starts_on: day(6),
        ends_on: day(7),
      })
      .expect(409);
    await w
      .as(w.neighbour, w.other)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: w.hat.id,
        from_department_id: w.department.id,
        to_department_id: w.other.id,
        lent_date: day(6),
        due_date: day(8),
      })
      .expect(409);
    expect(await PersonLoan.count({ where: { department_id: w.department.id } })).toBe(2);
  });

  it('the production’s booking cannot shrink away from its cast’s loans, and may grow; deleting the show unlinks them', async () => {
    const w = await wardrobe();
    const loan = (await lend(w, {}).expect(201)).body;
    const director = w.as(w.people.director);
    // Dates that still hold the loan's days: the booking follows them.
    await director
      .put(`${API}/productions/${w.ourTown.id}`)
      .send({ start_date: day(4), end_date: day(20) })
      .expect(200);
    // Dates that leave the loan outside: refused, naming the person, nothing moves.
    const shrink = await director.put(`${API}/productions/${w.ourTown.id}`).send({ end_date: day(10) });
    expect(shrink.status).toBe(409);
    expect(shrink.body.detail).toContain('is promised to Emily Webb');
    expect((await holdings(w.hat.id))[0]).toEqual(
      expect.objectContaining({ starts_on: day(4), ends_on: day(20) }),
    );
    // Manage Items: days of its own that keep the loan inside are fine, others refused.
    const booking = await Booking.findOne({ where: { item_id: w.hat.id, kind: 'production' } });
    await w
      .as(w.people.assistant)
      .put(`${API}/bookings/${booking!.id}`)
      .send({ starts_on: day(6) })
      .expect(409);
    await w
      .as(w.people.assistant)
      .put(`${API}/bookings/${booking!.id}`)
      .send({ starts_on: day(5), ends_on: day(12) })
      .expect(200);
    // Released and booked again around the loan: the loan nests again.
    await w.as(w.people.assistant).delete(`${API}/bookings/${booking!.id}`).expect(204);
    await w
      .as(w.people.assistant)
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: w.hat.id, kind: 'production', production_id: w.ourTown.id })
      .expect(201);
    // Deleting the production: its bookings go, the loan stays, for no production.
    await director.delete(`${API}/productions/${w.ourTown.id}`).expect(204);
    expect(await Production.count({ where: { id: w.ourTown.id } })).toBe(0);
    const after = await w.as(w.people.assistant).get(`${API}/person-loans/${loan.id}`).expect(200);
    expect(after.body).toEqual(
      expect.objectContaining({ status: 'booked', production_id: null, production_title: null }),
    );
    expect(await holdings(w.hat.id)).toEqual([
      { kind: 'person', starts_on: day(5), ends_on: day(12), production_id: null },
    ]);
  });

  it('another department’s production is a 404; a student a 403; junk a 422; nothing is made', async () => {
    const w = await wardrobe();
    const theirs = await buildProduction({
      department: w.other,
      title: 'Their Show',
      start_date: day(1),
      end_date: day(40),
    });
    const foreign = await lend(w, { production_id: theirs.id }).expect(404);
    expect(foreign.body.detail).toBe('Production not found');
    await lend(w, { production_id: 99999999 }).expect(404);
    // The other department cannot lend our hat for our show either.
    await lend(w, {}, w.outsider).expect(403);
    await testServer(w.outsider, w.other)
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: w.hat.id,
        borrower_name: 'X',
        production_id: w.ourTown.id,
        starts_on: day(5),
        due_on: day(6),
      })
      .expect(404);
    const student = await lend(w, {}, w.people.student).expect(403);
    expect(student.body.detail).toBe('Only assistants and above may lend items to people');
    for (const junk of ['abc', 0, -1, 2147483648, 1.5, true, [1], { id: 1 }, '1']) {
      const res = await lend(w, { production_id: junk });
      expect([JSON.stringify(junk), res.status]).toEqual([JSON.stringify(junk), 422]);
      expect(JSON.stringify(res.body)).toContain('production_id');
    }
    await lend(w, { notes: 'x'.repeat(2001) }).expect(422);
    expect(await PersonLoan.count({ where: { department_id: w.department.id } })).toBe(0);
    expect(await holdings(w.hat.id)).toHaveLength(1);
  });

  it('parallel loans of the show’s hat for overlapping days: one wins, the others 409, never a 500', async () => {
    const w = await wardrobe();
    const names = ['Emily Webb', 'George Gibbs', 'Rebecca Gibbs', 'Wally Webb', 'Simon Stimson'];
    const results = await Promise.all(
      names.map((name, i) => lend(w, { borrower_name: name, starts_on: day(5 + i), due_on: day(12) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('item_in_use');
    expect(await PersonLoan.count({ where: { department_id: w.department.id } })).toBe(1);
    expect((await holdings(w.hat.id)).map((h) => h.kind)).toEqual(['production', 'person']);
  });
});
