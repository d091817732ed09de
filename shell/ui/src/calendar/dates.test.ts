import {
  addDays,
  agendaGroups,
  covers,
  currentMonth,
  localeWeekStart,
  monthRange,
  monthWeeks,
  shiftMonthKeepingDay,
} from './dates';

describe('calendar dates', () => {
  it('shows whole weeks around a month that starts mid-week (Monday first)', () => {
    // 1 October 2026 is a Thursday, the 31st a Saturday.
    expect(monthRange('2026-10', 1)).toEqual({ from: '2026-09-28', to: '2026-11-01' });
    const weeks = monthWeeks('2026-10', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][3]).toBe('2026-10-01');
  });

  it('starts the week on Sunday where the locale does', () => {
    expect(monthRange('2026-10', 0)).toEqual({ from: '2026-09-27', to: '2026-10-31' });
    expect(localeWeekStart('en-US')).toBe(0);
    expect(localeWeekStart('en-GB')).toBe(1);
  });

  it('crosses months and years and keeps days through a daylight-saving change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(shiftMonthKeepingDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(currentMonth(new Date(2026, 4, 9))).toBe('2026-05');
  });

  it('covers open-ended entries to the end of the range', () => {
    expect(covers({ startsOn: '2026-10-05', endsOn: null }, '2026-10-30', '2026-11-01')).toBe(true);
    expect(covers({ startsOn: '2026-10-05', endsOn: '2026-10-06' }, '2026-10-07', '2026-11-01')).toBe(false);
  });

  it('groups the agenda by each entry’s first day in the month', () => {
    const groups = agendaGroups(
      [
        { key: 'b', startsOn: '2026-10-12', endsOn: '2026-10-12' },
        { key: 'a', startsOn: '2026-09-20', endsOn: '2026-10-03' },
        { key: 'c', startsOn: '2026-10-12', endsOn: null },
        { key: 'gone', startsOn: '2026-09-01', endsOn: '2026-09-30' },
        { key: 'later', startsOn: '2026-11-01', endsOn: '2026-11-02' },
      ],
      '2026-10',
    );
    expect(groups.map((g) => [g.day, g.entries.map((e) => e.key)])).toEqual([
      ['2026-10-01', ['a']],
      ['2026-10-12', ['b', 'c']],
    ]);
  });
});
