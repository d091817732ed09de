/**
 * A loan's real days on the calendars and feeds (docs/calendar.md): from the day it went out, to the
 * day it came back, and through today while it is out and late.
 */
import fc from 'fast-check';
import { addDays } from '../../lib/query';
import type { LendingStatus } from '../../models';
import { loanCalendarDays, personLoanCalendarDays } from './events';

const TODAY = '2026-12-07';
const dayOf = (offset: number) => addDays(TODAY, offset);

type LoanFacts = Parameters<typeof loanCalendarDays>[0];

const loan = (facts: Partial<LoanFacts>): LoanFacts => ({
  status: 'approved',
  lent_date: dayOf(2),
  due_date: dayOf(6),
  picked_up_date: null,
  return_date: null,
  ...facts,
});

describe('loanCalendarDays: examples', () => {
  it('a loan not handed over shows its planned days', () => {
    for (const status of ['offered', 'requested', 'approved'] as const)
      expect(loanCalendarDays(loan({ status }), TODAY)).toEqual({ starts_on: dayOf(2), ends_on: dayOf(6) });
  });

  it('picked up early starts that day; picked up late starts that day', () => {
    expect(loanCalendarDays(loan({ status: 'active', picked_up_date: dayOf(0) }), TODAY)).toEqual({
      starts_on: dayOf(0),
      ends_on: dayOf(6),
    });
    expect(
      loanCalendarDays(
        loan({ status: 'active', lent_date: dayOf(-5), due_date: dayOf(3), picked_up_date: dayOf(-2) }),
        TODAY,
      ),
    ).toEqual({ starts_on: dayOf(-2), ends_on: dayOf(3) });
  });

  it('returned early ends the day it came back, even before its first day', () => {
    expect(
      loanCalendarDays(
        loan({
          status: 'returned',
          lent_date: dayOf(-10),
          due_date: dayOf(-1),
          picked_up_date: dayOf(-10),
          return_date: dayOf(-7),
        }),
        TODAY,
      ),
    ).toEqual({ starts_on: dayOf(-10), ends_on: dayOf(-7) });
    // Handed over early and back before the planned first day.
    expect(
      loanCalendarDays(
        loan({
          status: 'returned',
          lent_date: dayOf(-3),
          due_date: dayOf(-1),
          picked_up_date: dayOf(-6),
          return_date: dayOf(-5),
        }),
        TODAY,
      ),
    ).toEqual({ starts_on: dayOf(-6), ends_on: dayOf(-5) });
  });

  it('overdue stays on the calendar through today; an approved loan never handed over does not', () => {
    for (const status of ['active', 'overdue'] as const)
      expect(
        loanCalendarDays(
          loan({ status, lent_date: dayOf(-20), due_date: dayOf(-10), picked_up_date: dayOf(-20) }),
          TODAY,
        ),
      ).toEqual({ starts_on: dayOf(-20), ends_on: TODAY });
    expect(loanCalendarDays(loan({ lent_date: dayOf(-20), due_date: dayOf(-10) }), TODAY)).toEqual({
      starts_on: dayOf(-20),
      ends_on: dayOf(-10),
    });
  });
});

describe('loanCalendarDays: properties', () => {
  const STATUSES: LendingStatus[] = [
    'offered',
    'requested',
    'approved',
    'active',
    'overdue',
    'returned',
    'cancelled',
  ];
  /** A loan as it could stand: planned days, and for one that went out, the days it went and came back. */
  const loans = fc
    .record({
      status: fc.constantFrom(...STATUSES),
      lent: fc.integer({ min: -60, max: 60 }),
      length: fc.integer({ min: 0, max: 30 }),
      pickedShift: fc.integer({ min: -10, max: 10 }),
      keptFor: fc.integer({ min: 0, max: 40 }),
    })
    .map(({ status, lent, length, pickedShift, keptFor }) => {
      const wentOut = status === 'active' || status === 'overdue' || status === 'returned';
      // It went out no later than today, and came back no later than today.
      const picked = wentOut ? Math.min(lent + pickedShift, 0) : null;
      const back = status === 'returned' && picked !== null ? Math.min(picked + keptFor, 0) : null;
      return loan({
        status,
        lent_date: dayOf(lent),
        due_date: dayOf(lent + length),
        picked_up_date: picked === null ? null : dayOf(picked),
        return_date: back === null ? null : dayOf(back),
      });
    });

  it('never ends before it starts', () => {
    fc.assert(
      fc.property(loans, (l) => {
        const days = loanCalendarDays(l, TODAY);
        expect(days.ends_on >= days.starts_on).toBe(true);
      }),
    );
  });

  it('covers every day the item was at the borrower: from the pick-up to the return, or to today while out', () => {
    fc.assert(
      fc.property(loans, (l) => {
        if (!l.picked_up_date) return;
        const days = loanCalendarDays(l, TODAY);
        const lastAway = l.return_date ?? TODAY;
        expect(days.starts_on).toBe(l.picked_up_date);
        expect(days.ends_on >= lastAway).toBe(true);
        // Returned: it ends the day it came back.
        if (l.status === 'returned')
          expect(days.ends_on).toBe(l.return_date! < l.picked_up_date ? l.picked_up_date : l.return_date);
      }),
    );
  });

  it('a loan still out never ends before today or before its due date; one not handed over shows its planned days', () => {
    fc.assert(
      fc.property(loans, (l) => {
        const days = loanCalendarDays(l, TODAY);
        if (l.status === 'active' || l.status === 'overdue') {
          expect(days.ends_on >= TODAY).toBe(true);
          expect(days.ends_on >= l.due_date).toBe(true);
          expect(days.ends_on).toBe(l.due_date > TODAY ? l.due_date : TODAY);
        } else if (l.status !== 'returned') {
          expect(days).toEqual({ starts_on: l.lent_date, ends_on: l.due_date });
        }
      }),
    );
  });
});

describe('personLoanCalendarDays', () => {
  const person = (facts: Partial<Parameters<typeof personLoanCalendarDays>[0]>) => ({
    status: 'booked' as const,
    starts_on: dayOf(2),
    due_on: dayOf(6),
    returned_on: null,
    handed_over_at: null,
    ...facts,
  });

  it('booked: its days; handed over late: from that day; out and late: through today; returned: to that day', () => {
    expect(personLoanCalendarDays(person({}), TODAY, 'UTC')).toEqual({
      starts_on: dayOf(2),
      ends_on: dayOf(6),
    });
    expect(
      personLoanCalendarDays(
        person({
          status: 'out',
          starts_on: dayOf(-10),
          due_on: dayOf(-4),
          handed_over_at: new Date(`${dayOf(-8)}T20:00:00Z`),
        }),
        TODAY,
        'UTC',
      ),
    ).toEqual({ starts_on: dayOf(-8), ends_on: TODAY });
    expect(
      personLoanCalendarDays(
        person({
          status: 'returned',
          starts_on: dayOf(-10),
          due_on: dayOf(-1),
          returned_on: dayOf(-6),
          handed_over_at: new Date(`${dayOf(-10)}T20:00:00Z`),
        }),
        TODAY,
        'UTC',
      ),
    ).toEqual({ starts_on: dayOf(-10), ends_on: dayOf(-6) });
  });

  it('the day it was handed over is the department’s day at that moment', () => {
    const late = person({ status: 'out', starts_on: dayOf(-10), due_on: dayOf(4) });
    const at = new Date(`${dayOf(-8)}T20:00:00Z`); // the next morning in Auckland
    expect(personLoanCalendarDays({ ...late, handed_over_at: at }, TODAY, 'UTC').starts_on).toBe(dayOf(-8));
    expect(personLoanCalendarDays({ ...late, handed_over_at: at }, TODAY, 'Pacific/Auckland').starts_on).toBe(
      dayOf(-7),
    );
  });
});
