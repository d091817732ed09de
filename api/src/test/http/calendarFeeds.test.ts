import ICAL from 'ical.js';
import { CalendarFeed, DepartmentMembership, User } from '../../models';
import { config } from '../../config';
import { redactUrl } from '../../logger';
import { buildProduction, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1';

/** The path of a feed's address (the server answers it whatever PUBLIC_URL names). */
const pathOf = (url: string) => new URL(url).pathname;

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  url: string;
  description: string | null;
}

/** Reads a feed back with ical.js: its name and its events. */
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstProperty('dtstart')!;
      expect(start.type).toBe('date'); // all-day
      return {
        uid: String(vevent.getFirstPropertyValue('uid')),
        summary: String(vevent.getFirstPropertyValue('summary')),
        start: String(vevent.getFirstPropertyValue('dtstart')),
        end: String(vevent.getFirstPropertyValue('dtend')),
        url: String(vevent.getFirstPropertyValue('url')),
        description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
      };
    }),
  };
}

async function setting(n: Network) {
  const macbeth = await buildProduction({
    department: n.lender,
    title: 'Macbeth',
    start_date: day(2),
    end_date: day(10),
  });
  const bench = await buildProp({ department: n.lender, name: 'Garden bench' });
  const block = await n
    .as(n.lenders.assistant, n.lender)
    .post(`${API}/bookings/`)
    .send({
      kind: 'block',
      item_type: 'prop',
      item_id: bench.id,
      reason: 'repair',
      starts_on: day(3),
      ends_on: day(4),
    })
    .expect(201);
  const loan = await n
    .as(n.borrowers.student, n.borrower)
    .post(`${API}/lending/`)
    .send({
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      item_type: 'prop',
      prop_id: n.prop.id,
      lent_date: day(5),
      due_date: day(8),
    })
    .expect(201);
  return { macbeth, bench, block: block.body.id as number, loan: loan.body.id as number };
}

const subscribe = (n: Network, body: Record<string, unknown> = {}, user = n.lenders.student) =>
  n.as(user, n.lender).post(`${API}/calendar/feeds`).send(body);

describe('calendar feeds', () => {
  it('a member subscribes to the department calendar: a valid iCal feed with all-day events, stable UIDs and links', async () => {
    const n = await network();
    const s = await setting(n);
    const created = await subscribe(n).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      scope: 'department',
      production_id: null,
      production_title: null,
      created_at: expect.any(String),
      last_used_at: null,
      url: expect.stringMatching(/^http.*\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    expect(created.body.url.startsWith(config.publicUrl)).toBe(true);
    const feed = await testServer().get(pathOf(created.body.url)).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const { name, events } = parse(feed.text);
    expect(name).toBe(`Scenedock – ${n.lender.name}`);
    const host = new URL(config.publicUrl).host;
    expect(events.map((e) => e.uid)).toEqual([
      `production-${s.macbeth.id}@${host}`,
      `booking-${s.block}@${host}`,
      `loan-${s.loan}@${host}`,
    ]);
    const [show, block, loan] = events;
    expect(show).toEqual(
      expect.objectContaining({
        summary: 'Macbeth',
        start: day(2),
        end: day(11), // DTEND is the day after the last
        url: `${config.publicUrl}/productions/${s.macbeth.id}`,
      }),
    );
    expect(block).toEqual(
      expect.objectContaining({
        summary: 'Garden bench: repair',
        url: `${config.publicUrl}/props/${s.bench.id}`,
      }),
    );
    expect(loan).toEqual(
      expect.objectContaining({
        summary: `Storm Lantern → ${n.borrower.name}`,
        start: day(5),
        end: day(9),
        url: `${config.publicUrl}/lending?loan=${s.loan}`,
      }),
    );
    expect(loan.description).toContain('Status: Requested');
    expect(loan.description).toContain(`Borrower: ${n.borrower.name}`);
    // The list never shows the address again; it remembers the last read.
    const list = await n.as(n.lenders.student, n.lender).get(`${API}/calendar/feeds`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, url: null, scope: 'department' }),
    ]);
    expect(list.body[0].last_used_at).not.toBeNull();
  });

  it('a change shows in the next read; UIDs stay', async () => {
    const n = await network();
    const s = await setting(n);
    const created = await subscribe(n).expect(201);
    const before = parse((await testServer().get(pathOf(created.body.url)).expect(200)).text);
    await n
      .as(n.lenders.assistant, n.lender)
      .put(`${API}/bookings/${s.block}`)
      .send({ starts_on: day(20), ends_on: day(21) })
      .expect(200);
    await n
      .as(n.lenders.director, n.lender)
      .put(`${API}/lending/${s.loan}`)
      .send({ status: 'approved' })
      .expect(200);
    const after = parse((await testServer().get(pathOf(created.body.url)).expect(200)).text);
    expect(after.events.map((e) => e.uid).sort()).toEqual(before.events.map((e) => e.uid).sort());
    const block = after.events.find((e) => e.uid.startsWith(`booking-${s.block}@`))!;
    expect([block.start, block.end]).toEqual([day(20), day(22)]);
    expect(after.events.find((e) => e.uid.startsWith(`loan-${s.loan}@`))!.description).toContain(
      'Status: Approved',
    );
  });

  it('a production feed: its days, its loans and its items’ own days, named by its title', async () => {
    const n = await network();
    const s = await setting(n);
    const cloak = await buildProp({ department: n.third, name: 'Velvet cloak' });
    const loanIn = await n
      .as(n.lenders.student, n.lender)
      .post(`${API}/lending/`)
      .send({
        from_department_id: n.third.id,
        to_department_id: n.lender.id,
        item_type: 'prop',
        prop_id: cloak.id,
        lent_date: day(2),
        due_date: day(9),
        production_id: s.macbeth.id,
      })
      .expect(201);
    const chair = await buildProp({ department: n.lender, name: 'Wooden chair' });
    const booked = await n
      .as(n.lenders.assistant, n.lender)
      .post(`${API}/bookings/`)
      .send({ kind: 'production', item_type: 'prop', item_id: chair.id, production_id: s.macbeth.id })
      .expect(201);
    await n
      .as(n.lenders.assistant, n.lender)
      .put(`${API}/bookings/${booked.body.id}`)
      .send({ starts_on: day(6), ends_on: day(7) })
      .expect(200);
    // On the production's days: named in its event, not an event of its own.
    const crown = await buildProp({ department: n.lender, name: 'Brass crown' });
    await n
      .as(n.lenders.assistant, n.lender)
      .post(`${API}/bookings/`)
      .send({ kind: 'production', item_type: 'prop', item_id: crown.id, production_id: s.macbeth.id })
      .expect(201);
    const created = await subscribe(n, { production_id: s.macbeth.id }).expect(201);
    expect(created.body).toEqual(
      expect.objectContaining({
        scope: 'production',
        production_id: s.macbeth.id,
        production_title: 'Macbeth',
      }),
    );
    const { name, events } = parse((await testServer().get(pathOf(created.body.url)).expect(200)).text);
    expect(name).toBe('Macbeth');
    expect(events.map((e) => e.summary)).toEqual([
      'Macbeth',
      `Velvet cloak ← ${n.third.name}`,
      'Wooden chair (Macbeth)',
    ]);
    expect(events[0].description).toContain('Items: Brass crown');
    expect(events[0].description).not.toContain('Wooden chair');
    expect(events[1].url).toBe(`${config.publicUrl}/lending?loan=${loanIn.body.id}`);
    expect(events[2].url).toBe(`${config.publicUrl}/props/${chair.id}`);
  });

  it('renewing stops the old address at once; deleting stops it; the token is stored only hashed', async () => {
    const n = await network();
    await setting(n);
    const first = await subscribe(n).expect(201);
    const second = await subscribe(n).expect(201);
    expect(second.body.url).not.toBe(first.body.url);
    await testServer().get(pathOf(first.body.url)).expect(404);
    await testServer().get(pathOf(second.body.url)).expect(200);
    const token = pathOf(second.body.url).split('/').pop()!.replace('.ics', '');
    const rows = await CalendarFeed.findAll({ where: { user_id: n.lenders.student.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows.map((r) => r.get()))).not.toContain(token);
    // Another person's feed cannot be deleted (404), one's own can.
    await n.as(n.lenders.admin, n.lender).delete(`${API}/calendar/feeds/${second.body.id}`).expect(404);
    await n.as(n.lenders.student, n.lender).delete(`${API}/calendar/feeds/${second.body.id}`).expect(204);
    await n.as(n.lenders.student, n.lender).delete(`${API}/calendar/feeds/${second.body.id}`).expect(404);
    await testServer().get(pathOf(second.body.url)).expect(404);
    // A department and a production feed are two scopes: both live.
    const dept = await subscribe(n).expect(201);
    const show = await buildProduction({ department: n.lender });
    await subscribe(n, { production_id: show.id }).expect(201);
    await testServer().get(pathOf(dept.body.url)).expect(200);
    // The logs never carry the address's secret.
    expect(redactUrl(pathOf(dept.body.url))).toBe('/calendar/feeds/[redacted]');
  });

  it('a feed stops when its person leaves the department or is suspended, or its production is deleted', async () => {
    const n = await network();
    await setting(n);
    const left = await subscribe(n, {}, n.lenders.assistant).expect(201);
    await DepartmentMembership.update(
      { status: 'inactive' },
      { where: { user_id: n.lenders.assistant.id, department_id: n.lender.id } },
    );
    await testServer().get(pathOf(left.body.url)).expect(404);
    const suspended = await subscribe(n, {}, n.lenders.manager).expect(201);
    await testServer().get(pathOf(suspended.body.url)).expect(200);
    await User.update({ status: 'inactive' }, { where: { id: n.lenders.manager.id } });
    await testServer().get(pathOf(suspended.body.url)).expect(404);
    const show = await buildProduction({ department: n.lender });
    const byShow = await subscribe(n).send({ production_id: show.id });
    expect(byShow.status).toBe(201);
    await n.as(n.lenders.director, n.lender).delete(`${API}/productions/${show.id}`).expect(204);
    await testServer().get(pathOf(byShow.body.url)).expect(404);
  });

  it("another department's production is a 404; junk is a 422 or a 404; any member may subscribe", async () => {
    const n = await network();
    const theirs = await buildProduction({ department: n.borrower });
    const res = await subscribe(n, { production_id: theirs.id }).expect(404);
    expect(res.body.detail).toBe('Production not found');
    for (const junk of ['x', 0, 1.5, -3]) {
      const bad = await subscribe(n, { production_id: junk }).expect(422);
      expect(bad.body.detail[0].loc).toEqual(['body', 'production_id']);
    }
    await n.as(n.lenders.student, n.lender).delete(`${API}/calendar/feeds/0`).expect(422);
    for (const role of ['student', 'assistant', 'manager', 'director', 'admin'] as const)
      await subscribe(n, {}, n.lenders[role]).expect(201);
    await n.as(n.outsider, n.lender).post(`${API}/calendar/feeds`).send({}).expect(403);
    await testServer().post(`${API}/calendar/feeds`).send({}).expect(401);
    for (const path of [
      '/calendar/feeds/nothing.ics',
      `/calendar/feeds/${'a'.repeat(43)}.ics`,
      `/calendar/feeds/${'a'.repeat(43)}`,
      '/calendar/feeds/%00.ics',
    ])
      await testServer().get(path).set('Accept', '*/*').expect(404);
  });
});
