/**
 * Each department's own day (docs/bookings.md, "Whose day"): its time zone, and every rule that
 * reads "today" counting it there. The clock is frozen at the edges of a local day (23:30 and 00:30)
 * and across a change to summer time, with only `Date` faked so the database and HTTP keep running.
 */
import fc from 'fast-check';
import { runLendingClock } from '../../services/lending/reminders';
import { runPersonLoanClock } from '../../services/personLoans/clock';
import { dayIn, canonicalTimeZone, zoneAt } from '../../lib/timeZones';
import { addDays } from '../../lib/query';
import { Booking, Department, LendingRecord, PersonLoan } from '../../models';
import { buildDepartment, buildProp, buildUser } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };

/** Freezes `Date` (only) at an instant; timers, promises and I/O run as usual. */
function freezeAt(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

afterEach(() => jest.useRealTimers());

/** A lender in `zone` with a director and a prop, and a borrower (UTC) with a director. */
async function pair(zone: string) {
  const lender = await buildDepartment({
    name: `Lender ${zone}`.slice(0, 60) + Math.random(),
    time_zone: zone,
  });
  const borrower = await buildDepartment({ time_zone: 'UTC' });
  const director = await buildUser({ role: 'director', department: lender });
  const borrowerDirector = await buildUser({ role: 'director', department: borrower });
  const prop = await buildProp({ department: lender, name: 'Brass candelabra' });
  return { lender, borrower, director, borrowerDirector, prop };
}

/** An approved loan of the prop for `lent`–`due`, as approval would have left it (with its booking). */
async function approvedLoan(p: Awaited<ReturnType<typeof pair>>, lent: string, due: string) {
  const record = await LendingRecord.create({
    item_type: 'prop',
    prop_id: p.prop.id,
    set_piece_id: null,
    costume_piece_id: null,
    item_name: p.prop.name,
    from_department_id: p.lender.id,
    to_department_id: p.borrower.id,
    initiated_by: 'borrower',
    created_by: null,
    status: 'approved',
    lent_date: lent,
    due_date: due,
    contact_person: null,
    contact_email: null,
    notes: null,
  });
  await Booking.create({
    department_id: p.lender.id,
    item_type: 'prop',
    item_id: p.prop.id,
    kind: 'loan',
    state: 'held',
    starts_on: lent,
    ends_on: due,
    lending_id: record.id,
    follows_production: false,
  });
  return record;
}

describe('a department’s time zone', () => {
  it('comes from its coordinates, else the server’s zone; admins change it; bad zones are refused', async () => {
    const superuser = await buildUser({ superuser: true });
    const made = await testServer(superuser)
      .post(`${API}/departments/`)
      .send({ name: `Lincoln Park ${Math.random()}`, ...CHICAGO })
      .expect(201);
    expect(made.body.time_zone).toBe('America/Chicago');
    const plain = await testServer(superuser)
      .post(`${API}/departments/`)
      .send({ name: `No place ${Math.random()}` })
      .expect(201);
    expect(plain.body.time_zone).toBe('UTC'); // TIME_ZONE in the tests (env.ts)

    const department = await Department.findByPk(made.body.id);
    const admin = await buildUser({ role: 'admin', department: department! });
    const as = testServer(admin, department!);
    const changed = await as.put(`${API}/departments/${made.body.id}`).send({ time_zone: 'europe/paris' });
    expect(changed.status).toBe(200);
    expect(changed.body.time_zone).toBe('Europe/Paris');
    const me = await as.get(`${API}/users/me`).expect(200);
    expect(me.body.departments).toEqual([
      expect.objectContaining({ id: made.body.id, time_zone: 'Europe/Paris' }),
    ]);

    for (const junk of ['Mars/Olympus_Mons', '+02:00', 'EST5EDT;DROP', '', 'x'.repeat(65)]) {
      const refused = await as.put(`${API}/departments/${made.body.id}`).send({ time_zone: junk });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toMatch(/time zone such as America\/Chicago|no more than 64/);
    }
    const refusedType = await as.put(`${API}/departments/${made.body.id}`).send({ time_zone: 7 });
    expect(refusedType.status).toBe(422);
    expect((await Department.findByPk(made.body.id))!.time_zone).toBe('Europe/Paris');
  });

  it('only the department’s admins (or a superuser) change it', async () => {
    const department = await buildDepartment({ time_zone: 'America/Denver' });
    const other = await buildDepartment();
    const manager = await buildUser({ role: 'manager', department });
    const director = await buildUser({ role: 'director', department });
    const otherAdmin = await buildUser({ role: 'admin', department: other });
    for (const [user, current] of [
      [manager, department],
      [director, department],
      [otherAdmin, other],
    ] as const) {
      const refused = await testServer(user, current)
        .put(`${API}/departments/${department.id}`)
        .send({ time_zone: 'Asia/Tokyo' });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe('You do not have permission to edit this department');
    }
    expect((await Department.findByPk(department.id))!.time_zone).toBe('America/Denver');
  });

  it('a zone is looked up from a place, and only IANA names count', () => {
    expect(zoneAt(51.5072, -0.1276)).toBe('Europe/London');
    expect(zoneAt(-33.8688, 151.2093)).toBe('Australia/Sydney');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('GMT+2')).toBeNull();
    expect(canonicalTimeZone('-05:00')).toBeNull();
  });
});

describe('the day things are recorded on is the department’s own', () => {
  it('a Monday-morning hand-over in London is recorded on Monday (07:42 UTC, 7 December)', async () => {
    const p = await pair('Europe/London');
    freezeAt('2026-12-07T07:42:00Z');
    const loan = await approvedLoan(p, '2026-12-07', '2026-12-20');
    const out = await testServer(p.director, p.lender)
      .put(`${API}/lending/${loan.id}`)
      .send({ status: 'active' })
      .expect(200);
    expect(out.body.picked_up_date).toBe('2026-12-07');
    const back = await testServer(p.director, p.lender)
      .put(`${API}/lending/${loan.id}`)
      .send({ status: 'returned' })
      .expect(200);
    expect(back.body.return_date).toBe('2026-12-07');
  });

  it('at 23:30 in Chicago it is still that day there, though UTC is on the next', async () => {
    const p = await pair('America/Chicago');
    freezeAt('2026-12-08T05:30:00Z'); // 23:30 on Monday 7 December in Chicago (UTC−6)
    const loan = await approvedLoan(p, '2026-12-07', '2026-12-10');
    const out = await testServer(p.director, p.lender)
      .put(`${API}/lending/${loan.id}`)
      .send({ status: 'active' })
      .expect(200);
    expect(out.body.picked_up_date).toBe('2026-12-07');
  });

  it('at 00:30 in Chicago it is the new day: a loan for yesterday cannot start now', async () => {
    const p = await pair('America/Chicago');
    freezeAt('2026-12-08T06:30:00Z'); // 00:30 on Tuesday 8 December in Chicago
    const refused = await testServer(p.borrowerDirector, p.borrower).post(`${API}/lending/`).send({
      item_type: 'prop',
      prop_id: p.prop.id,
      from_department_id: p.lender.id,
      to_department_id: p.borrower.id,
      lent_date: '2026-12-07',
      due_date: '2026-12-09',
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Start date cannot be in the past');
    // Asked on the lender's day: 8 December is today there, though the borrower (UTC) agrees.
    const asked = await testServer(p.borrowerDirector, p.borrower).post(`${API}/lending/`).send({
      item_type: 'prop',
      prop_id: p.prop.id,
      from_department_id: p.lender.id,
      to_department_id: p.borrower.id,
      lent_date: '2026-12-08',
      due_date: '2026-12-09',
    });
    expect(asked.status).toBe(201);
  });

  it('a loan to a person taken back at 00:30 local is back on that new day', async () => {
    const p = await pair('America/Chicago');
    const assistant = await buildUser({ role: 'assistant', department: p.lender });
    // A session is signed at the frozen time: each jump of the clock signs in again.
    const as = () => testServer(assistant, p.lender);
    freezeAt('2026-12-07T18:00:00Z');
    const made = await as()
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: p.prop.id,
        borrower_name: 'Sam Rivera',
        starts_on: '2026-12-07',
        due_on: '2026-12-09',
      })
      .expect(201);
    await as().put(`${API}/person-loans/${made.body.id}`).send({ status: 'out' }).expect(200);
    jest.setSystemTime(new Date('2026-12-09T06:30:00Z')); // 00:30 on 9 December in Chicago
    const back = await as()
      .put(`${API}/person-loans/${made.body.id}`)
      .send({ status: 'returned' })
      .expect(200);
    expect(back.body.returned_on).toBe('2026-12-09');
  });
});

describe('overdue and reminders count the lender’s day', () => {
  it('a loan due on Monday is not late at 23:30 Monday local, and is at 00:30 Tuesday local', async () => {
    const p = await pair('America/Chicago');
    const loan = await approvedLoan(p, '2026-12-01', '2026-12-07');
    await loan.update({ status: 'active', picked_up_date: '2026-12-01' });
    await Booking.update({ state: 'out' }, { where: { lending_id: loan.id } });
    const lateAt = async (iso: string) => {
      await runLendingClock(new Date(iso).getTime());
      return (await LendingRecord.findByPk(loan.id))!.status;
    };
    expect(await lateAt('2026-12-08T05:30:00Z')).toBe('active'); // 23:30 Monday in Chicago
    expect(await lateAt('2026-12-08T06:30:00Z')).toBe('overdue'); // 00:30 Tuesday in Chicago
  });

  it('a loan to a person is late only once its due day is over where the department is', async () => {
    const p = await pair('Pacific/Auckland');
    const loan = await PersonLoan.create({
      department_id: p.lender.id,
      item_type: 'prop',
      item_id: p.prop.id,
      item_name: p.prop.name,
      borrower_user_id: null,
      borrower_name: 'Sam Rivera',
      borrower_contact: null,
      starts_on: '2026-12-01',
      due_on: '2026-12-07',
      status: 'out',
      handed_over_at: new Date('2026-11-30T20:00:00Z'),
      returned_on: null,
      notes: null,
      created_by: null,
      reminder_sent_at: null,
      overdue_notice_sent_at: null,
    } as never);
    // 23:30 on 7 December in Auckland (UTC+13) is 10:30 UTC the same day.
    await runPersonLoanClock(new Date('2026-12-07T10:30:00Z').getTime());
    expect((await PersonLoan.findByPk(loan.id))!.overdue_notice_sent_at).toBeNull();
    // 00:30 on 8 December there is 11:30 UTC on the 7th: in UTC−12 it would still be the 6th.
    await runPersonLoanClock(new Date('2026-12-07T11:30:00Z').getTime());
    expect((await PersonLoan.findByPk(loan.id))!.overdue_notice_sent_at).not.toBeNull();
  });
});

describe('the week is the department’s, from the reader’s first day of the week', () => {
  it('on Monday 7 December at 07:42 UTC the week is 7–13 December (Monday first) or 6–12 (Sunday first)', async () => {
    const p = await pair('Europe/London');
    freezeAt('2026-12-07T07:42:00Z');
    const loan = await approvedLoan(p, '2026-12-09', '2026-12-12');
    const as = testServer(p.director, p.lender);
    const monday = await as.get(`${API}/dashboard/week`).expect(200);
    expect([monday.body.from, monday.body.to]).toEqual(['2026-12-07', '2026-12-13']);
    expect(monday.body.going_out.map((l: { lending_id: number }) => l.lending_id)).toEqual([loan.id]);
    const sunday = await as.get(`${API}/dashboard/week?week_starts_on=0`).expect(200);
    expect([sunday.body.from, sunday.body.to]).toEqual(['2026-12-06', '2026-12-12']);
    for (const junk of ['7', '-1', 'monday', '1.5'])
      expect((await as.get(`${API}/dashboard/week?week_starts_on=${junk}`)).status).toBe(422);
  });

  it('across the change to summer time (Chicago, 8 March 2026) a day is still one day', async () => {
    const p = await pair('America/Chicago');
    // 01:59 CST is 07:59 UTC; one minute later it is 03:00 CDT, still Sunday 8 March.
    freezeAt('2026-03-08T07:59:00Z');
    expect(dayIn('America/Chicago')).toBe('2026-03-08');
    const week = await testServer(p.director, p.lender).get(`${API}/dashboard/week`).expect(200);
    expect([week.body.from, week.body.to]).toEqual(['2026-03-02', '2026-03-08']);
    jest.setSystemTime(new Date('2026-03-09T04:59:00Z')); // 23:59 CDT, Sunday
    expect(dayIn('America/Chicago')).toBe('2026-03-08');
    jest.setSystemTime(new Date('2026-03-09T05:00:00Z')); // 00:00 CDT, Monday
    expect(dayIn('America/Chicago')).toBe('2026-03-09');
  });
});

describe('dayIn (property)', () => {
  const zones = [
    'UTC',
    'America/Chicago',
    'Europe/London',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ];
  const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

  it('is within a day of UTC’s, never goes back, and moves on at most one day in a minute', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, (zone, t) => {
        const day = dayIn(zone, t);
        const utc = new Date(t).toISOString().slice(0, 10);
        expect([addDays(utc, -1), utc, addDays(utc, 1)]).toContain(day);
        const later = dayIn(zone, t + 60_000);
        expect([day, addDays(day, 1)]).toContain(later);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the zone’s own wall clock', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, (zone, t) => {
        const wall = new Date(t).toLocaleString('sv-SE', { timeZone: zone }); // "YYYY-MM-DD HH:MM:SS"
        expect(dayIn(zone, t)).toBe(wall.slice(0, 10));
      }),
      { numRuns: 500 },
    );
  });
});
