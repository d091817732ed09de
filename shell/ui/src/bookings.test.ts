import {
  availabilityLine,
  bookingLine,
  formatPeriod,
  setDepartmentTimeZone,
  todayIso,
  type BookingOut,
} from './bookings';
import { formatDate } from './format';

const TODAY = '2026-12-01';

function booking(over: Partial<BookingOut>): BookingOut {
  return {
    id: 1,
    kind: 'production',
    state: 'held',
    item_type: 'prop',
    item_id: 7,
    starts_on: '2026-11-20',
    ends_on: '2026-12-14',
    holder: 'Macbeth',
    production_id: 3,
    follows_production: true,
    lending_id: null,
    person_loan_id: null,
    borrower_department_id: null,
    reason: null,
    note: null,
    ...over,
  };
}

describe('formatPeriod', () => {
  it('names both days in the reader’s locale, one day once, and an open period from its first day', () => {
    expect(formatPeriod('2026-12-06', '2026-12-14')).toBe(
      `${formatDate('2026-12-06')} – ${formatDate('2026-12-14')}`,
    );
    expect(formatPeriod('2026-12-06', '2026-12-06')).toBe(formatDate('2026-12-06'));
    expect(formatPeriod('2026-12-06', null)).toBe(`from ${formatDate('2026-12-06')}`);
    expect(formatPeriod('2026-12-06', null)).not.toContain('2026-12-06');
  });
});

describe('bookingLine', () => {
  it('says a production holding the item today uses it until its last day, or until released', () => {
    expect(bookingLine(booking({}), TODAY)).toBe(`In use — Macbeth until ${formatDate('2026-12-14')}`);
    expect(bookingLine(booking({ ends_on: null }), TODAY)).toBe('In use — Macbeth until released');
  });

  it('says an upcoming production booking is booked from its first day', () => {
    expect(bookingLine(booking({ starts_on: '2027-01-05', ends_on: '2027-01-20' }), TODAY)).toBe(
      `Booked for Macbeth from ${formatDate('2027-01-05')}`,
    );
  });

  it('words loans by their state: out, promised, requested', () => {
    const loan = { kind: 'loan', production_id: null, lending_id: 4, holder: 'Westbrook High' } as const;
    expect(bookingLine(booking({ ...loan, state: 'out', ends_on: '2026-12-06' }), TODAY)).toBe(
      `On loan to Westbrook High until ${formatDate('2026-12-06')}`,
    );
    expect(
      bookingLine(booking({ ...loan, state: 'out', starts_on: '2026-11-01', ends_on: '2026-11-20' }), TODAY),
    ).toBe(`On loan to Westbrook High, due back ${formatDate('2026-11-20')}`);
    expect(
      bookingLine(
        booking({ ...loan, holder: 'Lakeside', starts_on: '2026-12-10', ends_on: '2026-12-12' }),
        TODAY,
      ),
    ).toBe(`Promised to Lakeside from ${formatDate('2026-12-10')}`);
    expect(
      bookingLine(booking({ ...loan, state: 'held', starts_on: '2026-11-20', ends_on: '2026-12-06' }), TODAY),
    ).toBe(`Promised to Westbrook High until ${formatDate('2026-12-06')}`);
    expect(
      bookingLine(
        booking({
          ...loan,
          state: 'requested',
          holder: 'Lakeside',
          starts_on: '2026-12-10',
          ends_on: '2026-12-12',
        }),
        TODAY,
      ),
    ).toBe(`Requested by Lakeside for ${formatDate('2026-12-10')} – ${formatDate('2026-12-12')}`);
  });

  it('words a block by its reason, with its last day when it has one', () => {
    const block = { kind: 'block', production_id: null, follows_production: false } as const;
    expect(bookingLine(booking({ ...block, reason: 'repair', holder: 'Repair', ends_on: null }), TODAY)).toBe(
      'Out of service: repair',
    );
    expect(
      bookingLine(
        booking({ ...block, reason: 'cleaning', holder: 'Cleaning', ends_on: '2026-12-03' }),
        TODAY,
      ),
    ).toBe(`Out of service: cleaning until ${formatDate('2026-12-03')}`);
    expect(
      bookingLine(
        booking({ ...block, reason: 'out_of_service', holder: 'Out of service', ends_on: null }),
        TODAY,
      ),
    ).toBe('Out of service');
    expect(
      bookingLine(
        booking({ ...block, reason: 'repair', holder: 'Repair', starts_on: '2026-12-10', ends_on: null }),
        TODAY,
      ),
    ).toBe(`Out of service: repair from ${formatDate('2026-12-10')}`);
  });
});

describe('availabilityLine', () => {
  const empty = { current: null, next: null, clash: null, free_from: TODAY, production_booking: null };

  it('reads what holds the item today first, coloured by its kind', () => {
    const next = booking({ starts_on: '2027-01-05', holder: 'Hamlet' });
    expect(availabilityLine({ ...empty, current: booking({}), next }, TODAY)).toEqual({
      text: `In use — Macbeth until ${formatDate('2026-12-14')}`,
      tone: 'purple',
    });
    const block = booking({ kind: 'block', reason: 'repair', holder: 'Repair', ends_on: null });
    expect(availabilityLine({ ...empty, current: block }, TODAY).tone).toBe('orange');
  });

  it('reads the next booking when nothing holds it today, and Available when nothing is booked', () => {
    const next = booking({ starts_on: '2027-01-05', holder: 'Hamlet' });
    expect(availabilityLine({ ...empty, next }, TODAY).text).toBe(
      `Booked for Hamlet from ${formatDate('2027-01-05')}`,
    );
    expect(availabilityLine(empty, TODAY)).toEqual({ text: 'Available', tone: 'green' });
  });
});

describe('todayIso', () => {
  it('is the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
    expect(todayIso(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

describe('todayIso: the current department’s day', () => {
  afterEach(() => setDepartmentTimeZone(null));

  it('counts today in the department’s zone, whatever the reader’s clock says', () => {
    const instant = new Date('2026-12-07T11:30:00Z'); // 00:30 on 8 December in Auckland
    setDepartmentTimeZone('Pacific/Auckland');
    expect(todayIso(instant)).toBe('2026-12-08');
    setDepartmentTimeZone('America/Chicago'); // 05:30 on 7 December there
    expect(todayIso(instant)).toBe('2026-12-07');
  });

  it('falls back to the reader’s own date without a zone, or with one the browser does not know', () => {
    const instant = new Date(2026, 11, 7, 23, 30);
    expect(todayIso(instant)).toBe('2026-12-07');
    setDepartmentTimeZone('Mars/Olympus_Mons');
    expect(todayIso(instant)).toBe('2026-12-07');
  });
});
