import { DEFAULT_LOCALE, formatDay, formatDateTime as formatDateTimeIn } from '@scenedock/dates';
import { formatDate, formatDateTime } from './format';

/** The reader's locale as the browser gives it. */
const here = new Intl.DateTimeFormat().resolvedOptions().locale;

describe('formatDate and formatDateTime: the screens’ dates', () => {
  it('print a day as the server’s messages print it for the same reader', () => {
    // a year's edge: the day itself in every time zone (the zones are tried in @scenedock/dates)
    for (const day of ['2027-03-01', '2026-12-31', '2027-01-01'])
      expect(formatDate(day)).toBe(formatDay(day, here));
    if (here === DEFAULT_LOCALE) expect(formatDate('2027-03-01')).toBe('Mar 1, 2027');
  });

  it('print a timestamp’s date and time here, and nothing for a missing one', () => {
    const at = '2027-03-01T15:04:00Z';
    expect(formatDateTime(at)).toBe(formatDateTimeIn(at, { locale: here }));
    expect(formatDate(at)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const missing of [null, undefined, '']) {
      expect(formatDate(missing)).toBe('');
      expect(formatDateTime(missing)).toBe('');
    }
  });
});
