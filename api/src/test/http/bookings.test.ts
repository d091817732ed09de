import { AuditLog, Booking, LendingRecord, Notification, type Role } from '../../models';
import { displayDay } from '../../lib/days';
import { useTestDatabase, testServer } from '../server';
import {
  buildDepartment,
  buildProduction,
  buildProp,
  buildUser,
  productionHolding,
  unique,
} from '../factories';
import { day } from '../lending';

useTestDatabase();

const API = '/api/v1';

type Person = Awaited<ReturnType<typeof buildUser>>;

/** A lending department with people of every role and a prop, a borrower, and productions. */
async function theatre() {
  const lender = await buildDepartment({ name: unique('Riverside High') });
  const borrower = await buildDepartment({ name: unique('Westbrook High') });
  const people = {} as Record<Role, Person>;
  for (const role of ['student', 'assistant', 'manager', 'director', 'admin'] as Role[])
    people[role] = await buildUser({ role, department: lender });
  const borrowerDirector = await buildUser({ role: 'director', department: borrower });
  const borrowerStudent = await buildUser({ role: 'student', department: borrower });
  const prop = await buildProp({ department: lender, name: 'Rotary telephone' });
  const december = await buildProduction({
    department: lender,
    title: 'Macbeth',
    start_date: day(2),
    end_date: day(10),
  });
  const january = await buildProduction({
    department: lender,
    title: 'Hamlet',
    start_date: day(30),
    end_date: day(40),
  });
  const as = (user: Person, department = lender) => testServer(user, department);
  return { lender, borrower, people, borrowerDirector, borrowerStudent, prop, december, january, as };
}

type Theatre = Awaited<ReturnType<typeof theatre>>;

const book = (t: Theatre, body: Record<string, unknown>, user: Person = t.people.assistant) =>
  t
    .as(user)
    .post(`${API}/bookings/`)
    .send({ item_type: 'prop', item_id: t.prop.id, ...body });

const askToBorrow = (t: Theatre, lent: string, due: string) =>
  t
    .as(t.borrowerStudent, t.borrower)
    .post(`${API}/lending/`)
    .send({
      item_type: 'prop',
      prop_id: t.prop.id,
      from_department_id: t.lender.id,
      to_department_id: t.borrower.id,
      lent_date: lent,
      due_date: due,
    })
    .expect(201);

const setStatus = (t: Theatre, id: number, status: string) =>
  t.as(t.people.director).put(`${API}/lending/${id}`).send({ status });

describe('bookings: productions on a timeline', () => {
  it('books one item for December’s and January’s shows; an overlap names the holder and the free day', async () => {
    const t = await theatre();
    const first = await book(t, { kind: 'production', production_id: t.december.id }).expect(201);
    expect(first.body).toEqual(
      expect.objectContaining({
        kind: 'production',
        state: 'held',
        starts_on: day(2),
        ends_on: day(10),
        holder: 'Macbeth',
        follows_production: true,
      }),
    );
    await book(t, { kind: 'production', production_id: t.january.id }).expect(201);
    const overlapping = await buildProduction({
      department: t.lender,
      title: 'Pericles',
      start_date: day(8),
      end_date: day(12),
    });
    const clash = await book(t, { kind: 'production', production_id: overlapping.id }).expect(409);
    expect(clash.body).toEqual({
      detail: `Prop "Rotary telephone" is booked for the production "Macbeth" from ${displayDay(day(2), 'en-US')} to ${displayDay(day(10), 'en-US')}; it is free from ${displayDay(day(11), 'en-US')}`,
      code: 'item_in_use',
    });
    expect(await Booking.count({ where: { item_id: t.prop.id, production_id: overlapping.id } })).toBe(0);

    // The lists: a January list offers it; the December show holds it from day 2, not today.
    const api = t.as(t.people.student);
    const jan = await api.get(`${API}/props/?available_from=${day(30)}&available_to=${day(40)}`).expect(200);
    expect(jan.body).toEqual([]);
    // Free days alone are counted exactly off the department's bookings.
    expect([jan.headers['x-total-count'], jan.headers['x-total-count-exact']]).toEqual(['0', 'true']);
    const between = await api
      .get(`${API}/props/?available_from=${day(11)}&available_to=${day(29)}`)
      .expect(200);
    expect(between.body.map((p: { id: number }) => p.id)).toEqual([t.prop.id]);
    expect(between.headers['x-total-count']).toBe('1');
    const heldThen = await api.get(`${API}/props/?available=false&available_from=${day(3)}`).expect(200);
    expect([heldThen.body.length, heldThen.headers['x-total-count']]).toEqual([1, '1']);
    const today = (await api.get(`${API}/props/${t.prop.id}`).expect(200)).body;
    expect(today.current_production_id).toBeNull();
    expect(today.availability.current).toBeNull();
    expect(today.availability.next).toEqual(
      expect.objectContaining({ holder: 'Macbeth', starts_on: day(2) }),
    );
    const both = await api.get(`${API}/props/?production_id=${t.january.id}`).expect(200);
    expect(both.body.map((p: { id: number }) => p.id)).toEqual([t.prop.id]);
    expect(both.body[0].availability.production_booking).toEqual(
      expect.objectContaining({ holder: 'Hamlet', starts_on: day(30), ends_on: day(40) }),
    );
    // Manage Items for Pericles: the prop is held on its days, by Macbeth, free from day 11.
    const held = await api.get(`${API}/props/?period_of=${overlapping.id}&available=false`).expect(200);
    expect(held.body[0].availability.clash).toEqual(expect.objectContaining({ holder: 'Macbeth' }));
    expect(held.body[0].availability.free_from).toBe(day(11));
    const free = await api.get(`${API}/props/?period_of=${overlapping.id}&available=true`).expect(200);
    expect(free.body).toEqual([]);
    // Manage Items for Hamlet: the prop is in it, so neither free to add nor held by another.
    for (const available of [true, false]) {
      const pane = await api
        .get(`${API}/props/?period_of=${t.january.id}&available=${available}`)
        .expect(200);
      expect(pane.body).toEqual([]);
    }
  });

  it('adjacent periods both stand, and every boundary day of an overlap is refused', async () => {
    const t = await theatre();
    await book(t, { kind: 'production', production_id: t.december.id }).expect(201); // days 2–10
    const ok = await book(t, {
      kind: 'block',
      reason: 'repair',
      starts_on: day(11),
      ends_on: day(12),
    }).expect(201);
    await book(t, { kind: 'block', reason: 'cleaning', starts_on: day(0), ends_on: day(1) }).expect(201);
    for (const [from, to] of [
      [day(10), day(10)],
      [day(1), day(2)],
      [day(12), day(13)],
      [day(0), day(20)],
    ])
      await book(t, { kind: 'block', reason: 'repair', starts_on: from, ends_on: to }).expect(409);
    // A loan may start the day after the block ends, not on it.
    const loan = await askToBorrow(t, day(13), day(14));
    await setStatus(t, loan.body.id, 'approved').expect(200);
    // Asking for a day the block holds is refused when filed, naming the block and the free day.
    const refused = await t
      .as(t.borrowerStudent, t.borrower)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: t.prop.id,
        from_department_id: t.lender.id,
        to_department_id: t.borrower.id,
        lent_date: day(12),
        due_date: day(12),
      })
      .expect(409);
    expect(refused.body.detail).toBe(
      `Prop "Rotary telephone" is blocked for repair from ${displayDay(day(11), 'en-US')} to ${displayDay(day(12), 'en-US')}; it is free from ${displayDay(day(15), 'en-US')}`,
    );
    expect(ok.body.holder).toBe('Repair');
  });

  it('a production without dates holds from the day the item joins until it is released', async () => {
    const t = await theatre();
    const undated = await buildProduction({ department: t.lender, title: 'Twelfth Night' });
    const res = await t
      .as(t.people.assistant)
      .put(`${API}/props/${t.prop.id}`)
      .send({ current_production_id: undated.id })
      .expect(200);
    expect(res.body.current_production_id).toBe(undated.id);
    expect(res.body.availability.current).toEqual(
      expect.objectContaining({ holder: 'Twelfth Night', starts_on: day(0), ends_on: null }),
    );
    const clash = await book(t, { kind: 'production', production_id: t.january.id }).expect(409);
    expect(clash.body.detail).toBe(
      `Prop "Rotary telephone" is booked for the production "Twelfth Night" until it is released`.replace(
        'until it is released',
        `from ${displayDay(day(0), 'en-US')} until it is released`,
      ),
    );
    await t
      .as(t.people.assistant)
      .put(`${API}/props/${t.prop.id}`)
      .send({ current_production_id: null })
      .expect(200);
    expect(await productionHolding('prop', t.prop.id)).toBeNull();
    await book(t, { kind: 'production', production_id: t.january.id }).expect(201);
  });

  it('moves the bookings that follow a production with its dates, and refuses a move that would clash', async () => {
    const t = await theatre();
    const booking = (await book(t, { kind: 'production', production_id: t.december.id }).expect(201)).body;
    await book(t, { kind: 'block', reason: 'cleaning', starts_on: day(20), ends_on: day(21) }).expect(201);
    const director = t.as(t.people.director);
    await director
      .put(`${API}/productions/${t.december.id}`)
      .send({ end_date: day(15) })
      .expect(200);
    expect((await Booking.findByPk(booking.id))!.ends_on).toBe(day(15));
    const refused = await director
      .put(`${API}/productions/${t.december.id}`)
      .send({ end_date: day(20) })
      .expect(409);
    expect(refused.body.detail).toMatch(/is blocked for cleaning/);
    expect((await Booking.findByPk(booking.id))!.ends_on).toBe(day(15));
    // Its own days: no longer following; then back to the production's.
    const own = await t
      .as(t.people.assistant)
      .put(`${API}/bookings/${booking.id}`)
      .send({ starts_on: day(3), ends_on: day(4) })
      .expect(200);
    expect(own.body).toEqual(
      expect.objectContaining({ starts_on: day(3), ends_on: day(4), follows_production: false }),
    );
    await director
      .put(`${API}/productions/${t.december.id}`)
      .send({ end_date: day(16) })
      .expect(200);
    expect((await Booking.findByPk(booking.id))!.ends_on).toBe(day(4));
    const back = await t
      .as(t.people.assistant)
      .put(`${API}/bookings/${booking.id}`)
      .send({ follows_production: true })
      .expect(200);
    expect(back.body).toEqual(
      expect.objectContaining({ starts_on: day(2), ends_on: day(16), follows_production: true }),
    );
  });
});

describe('bookings: who may book', () => {
  it('students read but do not book; assistants book and block; the audit log keeps each', async () => {
    const t = await theatre();
    const denied = await book(
      t,
      { kind: 'block', reason: 'repair', starts_on: day(1) },
      t.people.student,
    ).expect(403);
    expect(denied.body).toEqual({ detail: 'You do not have permission to block items', code: 'forbidden' });
    const deniedProduction = await book(
      t,
      { kind: 'production', production_id: t.december.id },
      t.people.student,
    ).expect(403);
    expect(deniedProduction.body.detail).toBe('You do not have permission to book items for productions');
    const block = (
      await book(t, { kind: 'block', reason: 'repair', starts_on: day(1), note: 'Dial sticks' }).expect(201)
    ).body;
    expect(block).toEqual(
      expect.objectContaining({ kind: 'block', reason: 'repair', ends_on: null, note: 'Dial sticks' }),
    );
    await t
      .as(t.people.student)
      .put(`${API}/bookings/${block.id}`)
      .send({ ends_on: day(3) })
      .expect(403);
    await t.as(t.people.student).delete(`${API}/bookings/${block.id}`).expect(403);
    const list = await t
      .as(t.people.student)
      .get(`${API}/bookings/?item_type=prop&item_id=${t.prop.id}`)
      .expect(200);
    expect(list.headers['x-total-count']).toBe('1');
    await t.as(t.people.manager).delete(`${API}/bookings/${block.id}`).expect(204);
    expect(
      await AuditLog.count({
        where: { department_id: t.lender.id, action: ['item_blocked', 'item_unblocked'] },
      }),
    ).toBe(2);
    expect(await Booking.count({ where: { item_id: t.prop.id } })).toBe(0);
  });

  it('another department’s item, production and bookings are 404s; a loan’s booking is the loan’s', async () => {
    const t = await theatre();
    const block = (
      await book(t, { kind: 'block', reason: 'repair', starts_on: day(1), ends_on: day(3) }).expect(201)
    ).body;
    const outsider = await buildUser({ role: 'admin', department: t.borrower });
    const other = t.as(outsider, t.borrower);
    await other
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: t.prop.id, kind: 'block', reason: 'repair', starts_on: day(1) })
      .expect(404);
    const theirs = await buildProp({ department: t.borrower });
    await other
      .post(`${API}/bookings/`)
      .send({ item_type: 'prop', item_id: theirs.id, kind: 'production', production_id: t.december.id })
      .expect(404);
    await other
      .put(`${API}/bookings/${block.id}`)
      .send({ ends_on: day(2) })
      .expect(404);
    await other.delete(`${API}/bookings/${block.id}`).expect(404);
    await other.get(`${API}/bookings/?item_type=prop&item_id=${t.prop.id}`).expect(404);
    await other.get(`${API}/bookings/?production_id=${t.december.id}`).expect(404);
    expect((await Booking.findByPk(block.id))!.ends_on).toBe(day(3));

    const loan = await askToBorrow(t, day(20), day(22));
    const loanBooking = await Booking.findOne({ where: { lending_id: loan.body.id } });
    expect(loanBooking!.state).toBe('requested');
    const refused = await t.as(t.people.admin).delete(`${API}/bookings/${loanBooking!.id}`).expect(409);
    expect(refused.body.detail).toBe('A loan keeps its own days: cancel or return the loan instead');
    await t
      .as(t.people.admin)
      .put(`${API}/bookings/${loanBooking!.id}`)
      .send({ ends_on: day(30) })
      .expect(409);
  });

  it('refuses junk with the rule’s message and books nothing', async () => {
    const t = await theatre();
    const bad: [Record<string, unknown>, number, string][] = [
      [
        { kind: 'block', reason: 'repair', starts_on: day(5), ends_on: day(4) },
        422,
        'End date must be on or after the start date',
      ],
      [
        { kind: 'block', reason: 'repair', starts_on: '2026-02-30' },
        422,
        'Invalid date format: use YYYY-MM-DD',
      ],
      [{ kind: 'block', reason: 'repair' }, 422, 'Choose the first day'],
      [{ kind: 'block', starts_on: day(1) }, 422, 'Choose why the item is blocked'],
      [{ kind: 'block', reason: 'lost', starts_on: day(1) }, 422, ''],
      [{ kind: 'block', reason: 'repair', starts_on: day(1), note: 'x'.repeat(501) }, 422, ''],
      [{ kind: 'production' }, 422, 'Choose the production'],
      [{ kind: 'loan', starts_on: day(1) }, 422, ''],
      [{ kind: 'production', production_id: 2147483647 }, 404, 'Production not found'],
      [{ kind: 'block', reason: 'repair', starts_on: day(1), item_id: 'x' }, 422, ''],
    ];
    for (const [body, status, message] of bad) {
      const res = await book(t, body).expect(status);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    await t.as(t.people.student).get(`${API}/bookings/`).expect(422);
    await t
      .as(t.people.student)
      .get(`${API}/props/?available_from=${day(5)}&available_to=${day(1)}`)
      .expect(422);
    expect(await Booking.count({ where: { item_type: 'prop', item_id: t.prop.id } })).toBe(0);
  });
});

describe('bookings: loans on the timeline', () => {
  it('the lender’s inventory shows the lent item as on loan until its return day; returned early frees the rest', async () => {
    const t = await theatre();
    const loan = await askToBorrow(t, day(0), day(6));
    await setStatus(t, loan.body.id, 'approved').expect(200);
    const api = t.as(t.people.student);
    const promised = (await api.get(`${API}/props/${t.prop.id}`).expect(200)).body.availability.current;
    expect(promised).toEqual(
      expect.objectContaining({ kind: 'loan', state: 'held', holder: t.borrower.name, ends_on: day(6) }),
    );
    const out = await setStatus(t, loan.body.id, 'active').expect(200);
    expect(out.body.picked_up_date).toBe(day(0));
    const list = await api.get(`${API}/props/`).expect(200);
    expect(list.body[0].availability.current).toEqual(
      expect.objectContaining({ kind: 'loan', state: 'out', holder: t.borrower.name, ends_on: day(6) }),
    );
    expect((await api.get(`${API}/props/?available=true`).expect(200)).body).toEqual([]);
    // Manage Items does not offer it for days it is out; refusing names the borrower and the day.
    const clash = await book(t, { kind: 'production', production_id: t.december.id }).expect(409);
    expect(clash.body.detail).toBe(
      `Prop "Rotary telephone" is on loan to ${t.borrower.name} until ${displayDay(day(6), 'en-US')}; it is free from ${displayDay(day(7), 'en-US')}`,
    );
    // Its days in the reader's language, as the screen beside it prints them.
    const british = await book(t, { kind: 'production', production_id: t.december.id })
      .set('Accept-Language', 'en-GB,en;q=0.8')
      .expect(409);
    expect(british.body.detail).toBe(
      `Prop "Rotary telephone" is on loan to ${t.borrower.name} until ${displayDay(day(6), 'en-GB')}; it is free from ${displayDay(day(7), 'en-GB')}`,
    );
    const back = await setStatus(t, loan.body.id, 'returned').expect(200);
    expect(back.body.return_date).toBe(day(0));
    await book(t, { kind: 'production', production_id: t.december.id }).expect(201);
    expect(await Booking.findOne({ where: { lending_id: loan.body.id } })).toBeNull();
  });

  it('the lender suggests other dates; the borrower accepts them and the loan is approved on them', async () => {
    const t = await theatre();
    // Asked for while free; then the department's own show books those days (a request holds none).
    const loan = await askToBorrow(t, day(5), day(7));
    await book(t, { kind: 'production', production_id: t.december.id }).expect(201); // days 2–10
    const director = t.as(t.people.director);
    const approve = await setStatus(t, loan.body.id, 'approved').expect(409);
    expect(approve.body.detail).toMatch(/is booked for the production "Macbeth"/);
    expect((await director.get(`${API}/lending/${loan.body.id}`).expect(200)).body.allowed_actions).toContain(
      'counter_propose',
    );
    // Not the borrower, not a lender below director, not days the item is not free on.
    await t
      .as(t.borrowerDirector, t.borrower)
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(12), due_date: day(14) })
      .expect(403);
    await t
      .as(t.people.manager)
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(12), due_date: day(14) })
      .expect(403);
    await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(9), due_date: day(14) })
      .expect(409);
    await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(14), due_date: day(12) })
      .expect(422);
    const proposed = await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(11), due_date: day(14) })
      .expect(200);
    expect(proposed.body).toEqual(
      expect.objectContaining({
        status: 'requested',
        proposed_lent_date: day(11),
        proposed_due_date: day(14),
      }),
    );
    await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(12), due_date: day(14) })
      .expect(409);
    await director.put(`${API}/lending/${loan.body.id}/counter-proposal`).send({ accept: true }).expect(403);
    const borrower = t.as(t.borrowerStudent, t.borrower);
    expect((await borrower.get(`${API}/lending/${loan.body.id}`).expect(200)).body.allowed_actions).toContain(
      'answer_counter_proposal',
    );
    const accepted = await borrower
      .put(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ accept: true })
      .expect(200);
    expect(accepted.body).toEqual(
      expect.objectContaining({
        status: 'approved',
        lent_date: day(11),
        due_date: day(14),
        proposed_lent_date: null,
      }),
    );
    expect(await Booking.findOne({ where: { lending_id: loan.body.id } })).toEqual(
      expect.objectContaining({ state: 'held', starts_on: day(11), ends_on: day(14) }),
    );
    await borrower.put(`${API}/lending/${loan.body.id}/counter-proposal`).send({ accept: false }).expect(409);
  });

  it('a declined suggestion leaves the request as it was; days booked meanwhile withdraw it', async () => {
    const t = await theatre();
    const loan = await askToBorrow(t, day(5), day(7));
    const director = t.as(t.people.director);
    const borrower = t.as(t.borrowerStudent, t.borrower);
    await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(20), due_date: day(22) })
      .expect(200);
    const declined = await borrower
      .put(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ accept: false })
      .expect(200);
    expect(declined.body).toEqual(
      expect.objectContaining({ status: 'requested', lent_date: day(5), proposed_lent_date: null }),
    );
    await director
      .post(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ lent_date: day(20), due_date: day(22) })
      .expect(200);
    await book(t, { kind: 'block', reason: 'repair', starts_on: day(21), ends_on: day(21) }).expect(201);
    // The block took the suggested days: the suggestion is withdrawn (docs/lending.md, "Time").
    expect(await LendingRecord.findByPk(loan.body.id)).toEqual(
      expect.objectContaining({ status: 'requested', proposed_lent_date: null, lent_date: day(5) }),
    );
    const refused = await borrower
      .put(`${API}/lending/${loan.body.id}/counter-proposal`)
      .send({ accept: true })
      .expect(409);
    expect(refused.body.detail).toMatch(/withdrawn because the item was booked on them/);
    expect((await LendingRecord.findByPk(loan.body.id))!.status).toBe('requested');
  });
});

describe('bookings: races', () => {
  it('of N parallel bookings of overlapping days, of every kind, exactly one stands', async () => {
    const t = await theatre();
    const shows = [];
    for (let i = 0; i < 3; i++)
      shows.push(
        await buildProduction({
          department: t.lender,
          title: `Show ${i}`,
          start_date: day(3),
          end_date: day(9),
        }),
      );
    // Three departments ask for overlapping days (one department asks once for the same days).
    const loans = [];
    for (let i = 0; i < 3; i++) {
      const other = await buildDepartment();
      const student = await buildUser({ role: 'student', department: other });
      const res = await t
        .as(student, other)
        .post(`${API}/lending/`)
        .send({
          item_type: 'prop',
          prop_id: t.prop.id,
          from_department_id: t.lender.id,
          to_department_id: other.id,
          lent_date: day(4 + i),
          due_date: day(8),
        })
        .expect(201);
      loans.push(res.body.id as number);
    }
    const attempts = [
      ...shows.map((show) => book(t, { kind: 'production', production_id: show.id })),
      ...[0, 1].map((i) =>
        book(t, { kind: 'block', reason: 'repair', starts_on: day(5 + i), ends_on: day(6 + i) }),
      ),
      ...loans.map((id) => setStatus(t, id, 'approved')),
    ];
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts.length - 1);
    const holding = await Booking.count({ where: { item_id: t.prop.id, state: ['held', 'out'] } });
    expect(holding).toBe(1);
  });
});

describe('bookings: a refusal prints its days in the reader’s locale', () => {
  it('says "1 Mar" to an en-GB reader and "Mar 1," to everyone else, on the day itself', async () => {
    const t = await theatre();
    // The month's edge, far enough ahead to stay ahead.
    await book(t, { kind: 'block', reason: 'repair', starts_on: '2999-02-27', ends_on: '2999-02-28' }).expect(
      201,
    );
    const spring = await buildProduction({
      department: t.lender,
      title: 'Spring Awakening',
      start_date: '2999-02-20',
      end_date: '2999-03-05',
    });
    const refusal = (language?: string) => {
      const request = book(t, { kind: 'production', production_id: spring.id });
      return (language ? request.set('Accept-Language', language) : request).expect(409);
    };
    expect((await refusal('en-GB')).body.detail).toBe(
      'Prop "Rotary telephone" is blocked for repair from 27 Feb 2999 to 28 Feb 2999; it is free from 1 Mar 2999',
    );
    const american =
      'Prop "Rotary telephone" is blocked for repair from Feb 27, 2999 to Feb 28, 2999; it is free from Mar 1, 2999';
    expect((await refusal()).body.detail).toBe(american);
    expect((await refusal('en-US')).body.detail).toBe(american);
    // An unknown or malformed language falls back to en-US; the first supported one wins.
    expect((await refusal('zz, en_GB')).body.detail).toBe(american);
    expect((await refusal('zz, fr;q=0.5, de;q=0.9')).body.detail).toBe(
      'Prop "Rotary telephone" is blocked for repair from 27. Feb. 2999 to 28. Feb. 2999; it is free from 1. März 2999',
    );
    expect(await Booking.count({ where: { item_type: 'prop', item_id: t.prop.id } })).toBe(1);
  });

  it('tells the other side in its own locale, not in that of whoever asked (en-US until people choose one)', async () => {
    const t = await theatre();
    await t
      .as(t.borrowerStudent, t.borrower)
      .post(`${API}/lending/`)
      .set('Accept-Language', 'en-GB')
      .send({
        item_type: 'prop',
        prop_id: t.prop.id,
        from_department_id: t.lender.id,
        to_department_id: t.borrower.id,
        lent_date: '2999-02-28',
        due_date: '2999-03-01',
      })
      .expect(201);
    const told = await Notification.findAll({ where: { user_id: t.people.director.id } });
    expect(told.map((note) => note.message)).toEqual([
      `${t.borrower.name} asks to borrow Rotary telephone from Feb 28, 2999 to Mar 1, 2999.`,
    ]);
  });
});
