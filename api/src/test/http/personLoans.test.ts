import {
  AuditLog,
  Booking,
  ConditionReport,
  DamageReport,
  DepartmentMembership,
  Notification,
  PersonLoan,
  type Role,
} from '../../models';
import { runPersonLoanClock } from '../../services/personLoans/clock';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildProduction, buildProp, buildUser, unique } from '../factories';
import { day, dd, ROLES } from '../lending';

useTestDatabase();

const API = '/api/v1';
type Person = Awaited<ReturnType<typeof buildUser>>;

/** A department with people of every role, a member called Sam Rivera, a prop and a production. */
async function wardrobe() {
  const department = await buildDepartment({ name: unique('Riverside High') });
  const other = await buildDepartment({ name: unique('Westbrook High') });
  const people = {} as Record<Role, Person>;
  for (const role of ROLES) people[role] = await buildUser({ role, department });
  const sam = await buildUser({ role: 'student', department, first_name: 'Sam', last_name: 'Rivera' });
  const outsider = await buildUser({ role: 'admin', department: other });
  const prop = await buildProp({ department, name: 'Rotary telephone' });
  const macbeth = await buildProduction({
    department,
    title: 'Macbeth',
    start_date: day(20),
    end_date: day(30),
  });
  const as = (user: Person, dept = department) => testServer(user, dept);
  return { department, other, people, sam, outsider, prop, macbeth, as };
}
type Wardrobe = Awaited<ReturnType<typeof wardrobe>>;

const lend = (w: Wardrobe, body: Record<string, unknown>, user: Person = w.people.assistant) =>
  w
    .as(user)
    .post(`${API}/person-loans/`)
    .send({ item_type: 'prop', item_id: w.prop.id, starts_on: day(2), due_on: day(8), ...body });

/** Moves a loan's days into the past as time would have: the loan and its booking. */
async function backdate(id: number, starts: string, due: string) {
  await PersonLoan.update({ starts_on: starts, due_on: due }, { where: { id } });
  await Booking.update({ starts_on: starts, ends_on: due }, { where: { person_loan_id: id } });
}

const move = (w: Wardrobe, id: number, body: Record<string, unknown>, user: Person = w.people.assistant) =>
  w.as(user).put(`${API}/person-loans/${id}`).send(body);

describe('person loans: lending a department’s items to people', () => {
  it('lends to a member and to a named person; each holds the item’s days on its timeline', async () => {
    const w = await wardrobe();
    const made = await lend(w, { borrower_user_id: w.sam.id, notes: 'For the audition' }).expect(201);
    expect(made.body).toEqual(
      expect.objectContaining({
        item_name: 'Rotary telephone',
        borrower_user_id: w.sam.id,
        borrower_name: 'Sam Rivera',
        starts_on: day(2),
        due_on: day(8),
        status: 'booked',
        overdue: false,
        notes: 'For the audition',
        allowed_actions: ['view', 'edit', 'hand_over', 'cancel'],
      }),
    );
    const booking = await Booking.findOne({ where: { person_loan_id: made.body.id } });
    expect(booking).toEqual(
      expect.objectContaining({ kind: 'person', state: 'held', starts_on: day(2), ends_on: day(8) }),
    );
    // The item's bookings name the person.
    const listed = await w
      .as(w.people.student)
      .get(`${API}/bookings/?item_type=prop&item_id=${w.prop.id}`)
      .expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ kind: 'person', holder: 'Sam Rivera', person_loan_id: made.body.id }),
    ]);

    const named = await lend(w, {
      borrower_name: '  Alex Moreno ',
      borrower_contact: 'alex@example.org',
      starts_on: day(9),
      due_on: day(12),
    }).expect(201);
    expect(named.body).toEqual(
      expect.objectContaining({
        borrower_user_id: null,
        borrower_name: 'Alex Moreno',
        borrower_contact: 'alex@example.org',
      }),
    );
    const audits = await AuditLog.findAll({ where: { action: 'person_loan_booked', item_id: w.prop.id } });
    expect(audits).toHaveLength(2);

    // The item's history says it.
    const history = await w
      .as(w.people.student)
      .get(`${API}/bookings/history?item_type=prop&item_id=${w.prop.id}`)
      .expect(200);
    expect(history.body.map((e: { description: string }) => e.description)).toEqual(
      expect.arrayContaining([
        '"Rotary telephone" lent to Sam Rivera',
        '"Rotary telephone" lent to Alex Moreno',
      ]),
    );
  });

  it('a person loan and a production never hold the same day, both ways (409 naming the clash)', async () => {
    const w = await wardrobe();
    await w
      .as(w.people.assistant)
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: w.prop.id, kind: 'production', production_id: w.macbeth.id })
      .expect(201);
    const clash = await lend(w, { borrower_name: 'Alex Moreno', starts_on: day(25), due_on: day(35) }).expect(
      409,
    );
    expect(clash.body.code).toBe('item_in_use');
    expect(clash.body.detail).toBe(
      `Prop "Rotary telephone" is booked for the production "Macbeth" from ${dd(20)} to ${dd(30)}; it is free from ${dd(31)}`,
    );
    expect(await PersonLoan.count({ where: { item_id: w.prop.id } })).toBe(0);

    // The other way: the person loan holds, a production booking on those days is refused.
    const prop = await buildProp({ department: w.department, name: 'Brass lantern' });
    await w
      .as(w.people.assistant)
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: prop.id,
        borrower_user_id: w.sam.id,
        starts_on: day(18),
        due_on: day(22),
      })
      .expect(201);
    const refused = await w
      .as(w.people.assistant)
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: prop.id, kind: 'production', production_id: w.macbeth.id })
      .expect(409);
    expect(refused.body.detail).toBe(
      `Prop "Brass lantern" is promised to Sam Rivera from ${dd(18)} to ${dd(22)}; it is free from ${dd(23)}`,
    );
    // Two people, overlapping days: the second is refused too.
    await w
      .as(w.people.assistant)
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: prop.id,
        borrower_name: 'Alex',
        starts_on: day(22),
        due_on: day(24),
      })
      .expect(409);
  });

  it('hand over, change, take back; cancel only while booked; every move audited and the days freed', async () => {
    const w = await wardrobe();
    const loan = (
      await lend(w, { borrower_user_id: w.sam.id, starts_on: day(0), due_on: day(5) }).expect(201)
    ).body;
    const out = await move(w, loan.id, { status: 'out' }).expect(200);
    expect(out.body).toEqual(
      expect.objectContaining({ status: 'out', allowed_actions: ['view', 'edit', 'take_back'] }),
    );
    expect(out.body.handed_over_at).not.toBeNull();
    expect((await Booking.findOne({ where: { person_loan_id: loan.id } }))!.state).toBe('out');
    // The item's status line and the dashboard count it as lent.
    const dashboard = await w.as(w.people.student).get(`${API}/dashboard/`).expect(200);
    expect(dashboard.body.items_today).toEqual(expect.objectContaining({ on_loan: 1, available: 0 }));
    const props = await w.as(w.people.student).get(`${API}/props/`).expect(200);
    expect(props.body[0].availability.current).toEqual(
      expect.objectContaining({ kind: 'person', state: 'out', holder: 'Sam Rivera' }),
    );
    // Out: cancelling is refused, the due day only moves later.
    expect((await move(w, loan.id, { status: 'cancelled' }).expect(409)).body.detail).toBe(
      '"Rotary telephone" lent to Sam Rivera is handed over: take it back instead of cancelling',
    );
    await move(w, loan.id, { due_on: day(3) }).expect(409);
    await move(w, loan.id, { starts_on: day(1) }).expect(409);
    const later = await move(w, loan.id, { due_on: day(7), notes: 'Needs it for the matinee' }).expect(200);
    expect(later.body).toEqual(
      expect.objectContaining({ due_on: day(7), notes: 'Needs it for the matinee' }),
    );
    expect((await Booking.findOne({ where: { person_loan_id: loan.id } }))!.ends_on).toBe(day(7));

    const back = await move(w, loan.id, { status: 'returned' }).expect(200);
    expect(back.body).toEqual(
      expect.objectContaining({ status: 'returned', returned_on: day(0), allowed_actions: ['view'] }),
    );
    expect(await Booking.count({ where: { person_loan_id: loan.id } })).toBe(0);
    await move(w, loan.id, { status: 'out' }).expect(409);

    // Booked: days move (checked), then cancel frees them.
    const next = (
      await lend(w, { borrower_name: 'Alex Moreno', starts_on: day(10), due_on: day(12) }).expect(201)
    ).body;
    const moved = await move(w, next.id, { starts_on: day(11), due_on: day(14) }).expect(200);
    expect(moved.body).toEqual(expect.objectContaining({ starts_on: day(11), due_on: day(14) }));
    await move(w, next.id, { status: 'returned' }).expect(409);
    await move(w, next.id, { status: 'cancelled' }).expect(200);
    expect(await Booking.count({ where: { person_loan_id: next.id } })).toBe(0);
    // The days are free again: a new loan takes them.
    await lend(w, { borrower_name: 'Jo', starts_on: day(11), due_on: day(14) }).expect(201);

    const actions = (
      await AuditLog.findAll({ where: { item_type: 'prop', item_id: w.prop.id }, order: [['id', 'ASC']] })
    ).map((a) => a.action);
    expect(actions).toEqual([
      'person_loan_booked',
      'person_loan_handed_over',
      'person_loan_updated',
      'person_loan_returned',
      'person_loan_booked',
      'person_loan_updated',
      'person_loan_cancelled',
      'person_loan_booked',
    ]);
  });

  it('hand-over and return record the item’s condition; a worse return opens a damage report', async () => {
    const w = await wardrobe();
    const loan = (
      await lend(w, { borrower_user_id: w.sam.id, starts_on: day(0), due_on: day(3) }).expect(201)
    ).body;
    const handed = await move(w, loan.id, {
      status: 'out',
      condition: { condition: 'good', note: 'Dial turns' },
    });
    expect([handed.status, handed.body.detail]).toEqual([200, undefined]);
    await move(w, loan.id, { status: 'returned', condition: { condition: 'poor', note: 'Cracked' } }).expect(
      200,
    );
    const reports = await ConditionReport.findAll({
      where: { subject_type: 'person_loan', subject_id: loan.id },
      order: [['id', 'ASC']],
    });
    expect(reports.map((r) => [r.stage, r.condition, r.note])).toEqual([
      ['handover', 'good', 'Dial turns'],
      ['return', 'poor', 'Cracked'],
    ]);
    expect(await DamageReport.count({ where: { subject_type: 'person_loan', subject_id: loan.id } })).toBe(1);
    const read = await w.as(w.people.student).get(`${API}/person-loans/${loan.id}`).expect(200);
    expect(read.body.handover_condition).toEqual(
      expect.objectContaining({ condition: 'good', note: 'Dial turns' }),
    );
    expect(read.body.return_condition).toEqual(
      expect.objectContaining({ condition: 'poor', note: 'Cracked' }),
    );
  });

  it('students read but may not lend or move (403); a student sees their own loans; others’ are 404', async () => {
    const w = await wardrobe();
    const refused = await lend(w, { borrower_name: 'Alex' }, w.people.student).expect(403);
    expect(refused.body.detail).toBe('Only assistants and above may lend items to people');
    const loan = (await lend(w, { borrower_user_id: w.sam.id }).expect(201)).body;
    await move(w, loan.id, { status: 'out' }, w.people.student).expect(403);
    await move(w, loan.id, { status: 'cancelled' }, w.people.student).expect(403);
    expect((await PersonLoan.findByPk(loan.id))!.status).toBe('booked');
    for (const role of ['manager', 'director', 'admin'] as Role[])
      expect(
        (await w.as(w.people[role]).get(`${API}/person-loans/${loan.id}`).expect(200)).body.allowed_actions,
      ).toContain('hand_over');
    const seen = await w.as(w.people.student).get(`${API}/person-loans/`).expect(200);
    expect(seen.body.map((l: { id: number }) => l.id)).toEqual([loan.id]);
    expect(seen.body[0].allowed_actions).toEqual(['view']);
    expect(seen.headers['x-total-count']).toBe('1');
    const mine = await w.as(w.sam).get(`${API}/person-loans/?mine=true`).expect(200);
    expect(mine.body.map((l: { id: number }) => l.id)).toEqual([loan.id]);
    expect((await w.as(w.people.student).get(`${API}/person-loans/?mine=true`).expect(200)).body).toEqual([]);

    // Another department: not there at all.
    await w.as(w.outsider, w.other).get(`${API}/person-loans/${loan.id}`).expect(404);
    await w
      .as(w.outsider, w.other)
      .put(`${API}/person-loans/${loan.id}`)
      .send({ status: 'cancelled' })
      .expect(404);
    expect((await w.as(w.outsider, w.other).get(`${API}/person-loans/`).expect(200)).body).toEqual([]);
    const foreign = await buildProp({ department: w.other, name: 'Far lantern' });
    await lend(w, { item_id: foreign.id, borrower_name: 'Alex' }).expect(404);
    // Unauthenticated.
    await testServer().get(`${API}/person-loans/`).expect(401);
    await testServer().post(`${API}/person-loans/`).send({}).expect(401);
    await testServer().put(`${API}/person-loans/${loan.id}`).send({ status: 'out' }).expect(401);
  });

  it('the borrower must be an active member; junk input is a 422 with loc, never a 500', async () => {
    const w = await wardrobe();
    const stranger = await buildUser({ role: 'student', department: w.other });
    const notMember = await lend(w, { borrower_user_id: stranger.id }).expect(422);
    expect(notMember.body.errors ?? notMember.body.detail).toBeTruthy();
    expect(JSON.stringify(notMember.body)).toContain('borrower_user_id');
    const left = await buildUser({ role: 'student', department: w.department });
    await DepartmentMembership.update({ status: 'inactive' }, { where: { user_id: left.id } });
    expect(JSON.stringify((await lend(w, { borrower_user_id: left.id }).expect(422)).body)).toContain(
      'borrower_user_id',
    );

    const cases: [Record<string, unknown>, string][] = [
      [{ borrower_name: null }, 'borrower_name'],
      [{ borrower_name: '   ' }, 'borrower_name'],
      [{ borrower_name: 'x'.repeat(201) }, 'borrower_name'],
      [{ borrower_name: 'Alex', starts_on: 'soon' }, 'starts_on'],
      [{ borrower_name: 'Alex', due_on: '2026-02-30' }, 'due_on'],
      [{ borrower_name: 'Alex', starts_on: day(5), due_on: day(4) }, 'due_on'],
      [{ borrower_name: 'Alex', starts_on: day(-3) }, 'starts_on'],
      [{ borrower_name: 'Alex', item_type: 'car' }, 'item_type'],
      [{ borrower_name: 'Alex', item_id: 'x' }, 'item_id'],
      [{ borrower_name: 'Alex', borrower_user_id: 99999999999 }, 'borrower_user_id'],
      [{ borrower_name: 'Alex', notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const res = await lend(w, body);
      expect([res.status, field]).toEqual([422, field]);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const loan = (await lend(w, { borrower_name: 'Alex' }).expect(201)).body;
    await move(w, loan.id, { status: 'lost' }).expect(422);
    await move(w, loan.id, { due_on: 'tomorrow' }).expect(422);
    await move(w, loan.id, { status: 'cancelled', condition: { condition: 'good' } }).expect(422);
    await move(w, loan.id, { status: 'out', condition: { condition: 'sparkly' } }).expect(422);
    expect((await PersonLoan.findByPk(loan.id))!.status).toBe('booked');
    await w.as(w.people.assistant).get(`${API}/person-loans/abc`).expect(422);
    await w.as(w.people.assistant).get(`${API}/person-loans/?status=lost`).expect(422);
    await w.as(w.people.assistant).get(`${API}/person-loans/?limit=5000`).expect(422);
    await w.as(w.people.assistant).get(`${API}/person-loans/99999`).expect(404);
  });

  it('lists filter by status (overdue too), borrower and item', async () => {
    const w = await wardrobe();
    const a = (await lend(w, { borrower_user_id: w.sam.id, starts_on: day(0), due_on: day(2) }).expect(201))
      .body;
    const b = (await lend(w, { borrower_name: 'Alex Moreno', starts_on: day(3), due_on: day(4) }).expect(201))
      .body;
    await move(w, a.id, { status: 'out' }).expect(200);
    await backdate(a.id, day(-5), day(-1));
    const get = async (q: string) =>
      (await w.as(w.people.student).get(`${API}/person-loans/?${q}`).expect(200)).body.map(
        (l: { id: number }) => l.id,
      );
    expect(await get('status=overdue')).toEqual([a.id]);
    expect(await get('status=booked')).toEqual([b.id]);
    expect(await get('status=out')).toEqual([a.id]);
    expect(await get('borrower=moreno')).toEqual([b.id]);
    expect(await get(`borrower_user_id=${w.sam.id}`)).toEqual([a.id]);
    expect(await get(`item_type=prop&item_id=${w.prop.id}`)).toEqual([a.id, b.id]);
    expect(await get('limit=1&skip=1')).toEqual([b.id]);
    const overdue = await w.as(w.people.student).get(`${API}/person-loans/${a.id}`).expect(200);
    expect(overdue.body.overdue).toBe(true);
    // A late loan holds the item through today: a new loan for today is refused.
    await lend(w, { borrower_name: 'Jo', starts_on: day(0), due_on: day(0) }).expect(409);
  });

  it('the calendar shows loans to people as a kind of their own', async () => {
    const w = await wardrobe();
    const loan = (
      await lend(w, { borrower_user_id: w.sam.id, starts_on: day(2), due_on: day(8) }).expect(201)
    ).body;
    const events = await w
      .as(w.people.student)
      .get(`${API}/calendar/?from=${day(0)}&to=${day(30)}&kind=person`)
      .expect(200);
    expect(events.body).toEqual([
      expect.objectContaining({
        key: `person-loan-${loan.id}`,
        kind: 'person',
        title: 'Rotary telephone → Sam Rivera',
        starts_on: day(2),
        ends_on: day(8),
        status: 'approved',
        item_id: w.prop.id,
      }),
    ]);
    await move(w, loan.id, { status: 'cancelled' }).expect(200);
    expect(
      (
        await w
          .as(w.people.student)
          .get(`${API}/calendar/?from=${day(0)}&to=${day(30)}&kind=person`)
          .expect(200)
      ).body,
    ).toEqual([]);
  });
});

describe('person loans: the clock', () => {
  it('reminds before the due day and tells of an overdue loan once: the person with an account, else the managers', async () => {
    const w = await wardrobe();
    const lantern = await buildProp({ department: w.department, name: 'Brass lantern' });
    const cloak = await buildProp({ department: w.department, name: 'Velvet cloak' });
    const soon = (
      await lend(w, { borrower_user_id: w.sam.id, starts_on: day(0), due_on: day(1) }).expect(201)
    ).body;
    const late = (
      await lend(w, {
        item_id: lantern.id,
        borrower_name: 'Alex Moreno',
        starts_on: day(0),
        due_on: day(3),
      }).expect(201)
    ).body;
    const lateSam = (
      await lend(w, {
        item_id: cloak.id,
        borrower_user_id: w.sam.id,
        starts_on: day(4),
        due_on: day(5),
      }).expect(201)
    ).body;
    await move(w, soon.id, { status: 'out' }).expect(200);
    await move(w, late.id, { status: 'out' }).expect(200);
    await backdate(late.id, day(-6), day(-4));
    await backdate(lateSam.id, day(-3), day(-1));

    // Three runs at once, then another: each notice goes out once.
    await Promise.all([runPersonLoanClock(), runPersonLoanClock(), runPersonLoanClock()]);
    expect(await runPersonLoanClock()).toEqual({ overdue: 0, reminded: 0 });

    const everyone = [...Object.values(w.people), w.sam].map((u) => u.id);
    const told = async (title: string) =>
      (await Notification.findAll({ where: { title, user_id: everyone } })).map((n) => n.user_id).sort();
    const managers = [w.people.manager.id, w.people.director.id, w.people.admin.id].sort();
    // Alex has no account: the managers and up hear it; Sam hears of Sam's own loans.
    expect(await told('Overdue: Brass lantern')).toEqual(managers);
    expect(await told('Overdue: Velvet cloak')).toEqual([w.sam.id]);
    expect(await told('Due soon: Rotary telephone')).toEqual([w.sam.id]);
    expect(await told('Due soon: Brass lantern')).toEqual([]);
    const samOverdue = await Notification.findOne({
      where: { title: 'Overdue: Velvet cloak', user_id: w.sam.id },
    });
    expect(samOverdue!.message).toContain('Please bring it back');
    expect(samOverdue!.action_url).toBe(`/lending/people?loan=${lateSam.id}`);
    const managerNote = await Notification.findOne({
      where: { title: 'Overdue: Brass lantern', user_id: w.people.manager.id },
    });
    expect(managerNote!.message).toBe(`Alex Moreno has not returned Brass lantern, due back on ${dd(-4)}.`);
    expect(
      await AuditLog.count({ where: { action: 'person_loan_overdue', item_id: [lantern.id, cloak.id] } }),
    ).toBe(2);
    const stored = await PersonLoan.findByPk(late.id);
    expect(stored!.overdue_notice_sent_at).not.toBeNull();

    // A later due day gets its own notices.
    await move(w, late.id, { due_on: day(1) }).expect(200);
    expect(await runPersonLoanClock()).toEqual({ overdue: 0, reminded: 1 });
  });
});
