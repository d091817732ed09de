/**
 * The nesting rule (docs/bookings.md, "Nesting"): two holding bookings clash when they share a day,
 * except a loan to a person for production P lying inside P's own booking of the item.
 */
import fc from 'fast-check';
import { addDays } from '../../lib/query';
import { clashes, liesInside, nests, type Nestable } from './timeline';

const TODAY = '2026-12-07';
const dayOf = (offset: number) => addDays(TODAY, offset);

const booking = (
  kind: Nestable['kind'],
  from: number,
  to: number | null,
  productionId: number | null,
  state: Nestable['state'] = 'held',
): Nestable => ({
  kind,
  productionId,
  state,
  starts_on: dayOf(from),
  ends_on: to === null ? null : dayOf(to),
});

/** Every day a booking holds within a window around today (a late loan that is out through today). */
function daysHeld(b: Nestable): Set<string> {
  const out = new Set<string>();
  if (b.state === 'requested') return out;
  for (let offset = -40; offset <= 80; offset++) {
    const d = dayOf(offset);
    if (d < b.starts_on) continue;
    const last = b.ends_on === null ? null : b.state === 'out' && b.ends_on < TODAY ? TODAY : b.ends_on;
    if (last === null || d <= last) out.add(d);
  }
  return out;
}

const arbBooking = fc
  .record({
    kind: fc.constantFrom<Nestable['kind']>('production', 'person', 'loan', 'block'),
    from: fc.integer({ min: -20, max: 40 }),
    length: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null, freq: 5 }),
    production: fc.option(fc.constantFrom(1, 2), { nil: null }),
    state: fc.constantFrom<Nestable['state']>('held', 'held', 'out', 'requested'),
  })
  .map((r) => {
    // A production booking always names its production; loans and blocks never name one.
    const productionId =
      r.kind === 'production' ? (r.production ?? 1) : r.kind === 'person' ? r.production : null;
    // A production's booking is always held; the other kinds may be requested (a loan) or out.
    const state = r.kind === 'production' ? 'held' : r.state;
    return booking(r.kind, r.from, r.length === null ? null : r.from + r.length, productionId, state);
  });

describe('the nesting rule', () => {
  it('a cast member’s loan inside its production’s booking is no clash; outside or for another show it is', () => {
    const ourTown = booking('production', 0, 12, 1);
    expect(clashes(booking('person', 3, 8, 1), ourTown, TODAY)).toBe(false);
    expect(clashes(booking('person', 0, 12, 1), ourTown, TODAY)).toBe(false);
    expect(clashes(booking('person', 10, 14, 1), ourTown, TODAY)).toBe(true);
    expect(clashes(booking('person', -1, 3, 1), ourTown, TODAY)).toBe(true);
    expect(clashes(booking('person', 3, 8, 2), ourTown, TODAY)).toBe(true);
    expect(clashes(booking('person', 3, 8, null), ourTown, TODAY)).toBe(true);
    // A production without an end holds every day from its start: any loan after it fits.
    expect(clashes(booking('person', 30, 60, 1), booking('production', 0, null, 1), TODAY)).toBe(false);
    // A loan without an end never fits a production that ends.
    expect(liesInside(booking('person', 3, null, 1), ourTown, TODAY)).toBe(false);
  });

  it('two loans to people inside the same production still clash: one hat, one head', () => {
    expect(clashes(booking('person', 3, 8, 1), booking('person', 5, 6, 1), TODAY)).toBe(true);
  });

  it('a loan that is out and late holds through today, and so may leave its production’s days', () => {
    const show = booking('production', -10, -2, 1);
    expect(clashes(booking('person', -8, -3, 1, 'out'), show, TODAY)).toBe(true);
    expect(clashes(booking('person', -8, -3, 1, 'held'), show, TODAY)).toBe(false);
  });

  it('property: a clash is exactly a shared day that is not a nesting, and both ways alike', () => {
    fc.assert(
      fc.property(arbBooking, arbBooking, (a, b) => {
        const shared = [...daysHeld(a)].some((d) => daysHeld(b).has(d));
        expect(clashes(a, b, TODAY)).toBe(clashes(b, a, TODAY));
        expect(nests(a, b, TODAY)).toBe(nests(b, a, TODAY));
        if (!shared) expect(clashes(a, b, TODAY)).toBe(false);
        else expect(clashes(a, b, TODAY)).toBe(!nests(a, b, TODAY));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: only a person’s loan and a production of the same show nest, the loan’s days within the show’s', () => {
    fc.assert(
      fc.property(arbBooking, arbBooking, (a, b) => {
        if (!nests(a, b, TODAY)) return;
        const [person, production] = a.kind === 'person' ? [a, b] : [b, a];
        expect(person.kind).toBe('person');
        expect(production.kind).toBe('production');
        expect(person.productionId).toBe(production.productionId);
        const held = daysHeld(production);
        for (const d of daysHeld(person)) expect(held.has(d)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
