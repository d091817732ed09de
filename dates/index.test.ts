import fc from 'fast-check';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatDay,
  isCalendarDay,
  localeFromAcceptLanguage,
} from './index';

const LOCALES = ['en-US', 'en-GB', 'fr', 'de', 'ar'];

/** Runs `check` with the process in each of these zones (Node reads TZ again when it is set). */
function inEveryZone(check: () => void) {
  const before = process.env.TZ;
  try {
    // the first and the last to reach a day, and some between
    for (const zone of [
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'UTC',
    ]) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** Digits as numbers, whichever numbering system the locale writes them in. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * Reads a printed day back, as a person would: the month by its name in that locale, then the two
 * numbers left, the year being the one above 31 (the days read here are from the year 100 on).
 */
function readBack(text: string, locale: string): { year: number; month: number; day: number } {
  const names = Array.from(
    { length: 12 },
    (_, month) =>
      new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
        .formatToParts(Date.UTC(2001, month, 15))
        .find((part) => part.type === 'month')!.value,
  );
  const found = names
    .map((name, month) => ({ name, month }))
    .filter(({ name }) => text.includes(name))
    // "juin" and "juil." share no prefix, but a shorter name inside a longer one must lose
    .sort((a, b) => b.name.length - a.name.length);
  expect(found.length).toBeGreaterThan(0);
  const { name, month } = found[0];
  const numbers = (westernDigits(text.replace(name, ' ')).match(/\d+/g) ?? []).map(Number);
  expect(numbers).toHaveLength(2);
  const year = Math.max(...numbers);
  const day = Math.min(...numbers);
  return { year, month: month + 1, day };
}

describe('formatDay: a calendar day in the reader’s locale', () => {
  it('says the day as each locale does, month spelled', () => {
    expect(formatDay('2027-03-01', 'en-US')).toBe('Mar 1, 2027');
    expect(formatDay('2027-03-01', 'en-GB')).toBe('1 Mar 2027');
    expect(formatDay('2027-03-01', 'fr')).toBe('1 mars 2027');
    expect(formatDay('2027-03-01', 'de')).toBe('1. März 2027');
    const arabic = formatDay('2027-03-01', 'ar');
    expect(arabic).toContain('مارس');
    expect(readBack(arabic, 'ar')).toEqual({ year: 2027, month: 3, day: 1 });
  });

  it('prints en-US for a reader whose locale is unknown', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(formatDay('2027-03-01', DEFAULT_LOCALE)).toBe('Mar 1, 2027');
  });

  it('keeps a day at a month’s and a year’s edge on its day in every time zone', () => {
    inEveryZone(() => {
      expect(formatDay('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
      expect(formatDay('2027-01-01', 'en-GB')).toBe('1 Jan 2027');
      expect(formatDay('2028-02-29', 'fr')).toBe('29 févr. 2028');
      expect(formatDate('2027-03-01', { locale: 'en-US' })).toBe('Mar 1, 2027');
      expect(formatDate('2026-11-30', { locale: 'de', timeZone: 'Pacific/Kiritimati' })).toBe(
        '30. Nov. 2026',
      );
    });
  });

  it('refuses what is not a real day', () => {
    for (const bad of ['2027-02-29', '2027-13-01', '2027-04-31', '1 Mar 2027', '2027-3-1', ''])
      expect(() => formatDay(bad, 'en-US')).toThrow(RangeError);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });

  it('reads back as the same year, month and day, for any day and locale', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0100-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LOCALES),
        (instant, locale) => {
          const day = instant.toISOString().slice(0, 10);
          const [year, month, date] = day.split('-').map(Number);
          expect(readBack(formatDay(day, locale), locale)).toEqual({ year, month, day: date });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatDate and formatDateTime: instants', () => {
  it('gives the day an instant falls on where it is read', () => {
    const lateEvening = '2027-03-01T23:30:00Z';
    expect(formatDate(lateEvening, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Mar 1, 2027');
    expect(formatDate(lateEvening, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Mar 2, 2027');
    expect(formatDate(new Date(lateEvening), { locale: 'en-GB', timeZone: 'UTC' })).toBe('1 Mar 2027');
  });

  it('gives a date and time in the reader’s locale', () => {
    const at = '2027-03-01T15:04:00Z';
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mar 1, 2027, 3:04 PM');
    expect(formatDateTime(at, { locale: 'en-GB', timeZone: 'UTC' })).toBe('1 Mar 2027, 15:04');
    expect(formatDateTime(at, { locale: 'de', timeZone: 'Europe/Berlin' })).toBe('1. März 2027, 16:04');
  });

  it('prints nothing for a missing value', () => {
    for (const missing of [null, undefined, '']) {
      expect(formatDate(missing)).toBe('');
      expect(formatDateTime(missing)).toBe('');
    }
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the first supported tag, by preference', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en-GB');
    expect(localeFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5')).toBe('fr-CH');
    expect(localeFromAcceptLanguage('en;q=0.5, de')).toBe('de');
    expect(localeFromAcceptLanguage('EN-gb')).toBe('en-GB');
  });

  it('skips what is not a supported language tag', () => {
    expect(localeFromAcceptLanguage('en_US, zz, fr;q=0.3')).toBe('fr');
    expect(localeFromAcceptLanguage('de;q=0, en-GB;q=0.1')).toBe('en-GB');
  });

  it('falls back to en-US', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en-US');
    expect(localeFromAcceptLanguage('')).toBe('en-US');
    expect(localeFromAcceptLanguage('*')).toBe('en-US');
    expect(localeFromAcceptLanguage('zz, x-foo')).toBe('en-US');
    expect(localeFromAcceptLanguage('zz', 'en-GB')).toBe('en-GB');
  });
});
