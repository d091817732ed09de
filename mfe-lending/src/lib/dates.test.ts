import { monthAhead } from './dates';

describe('calendar days', () => {
  it('goes a month ahead to the same day, or the last day of a shorter month', () => {
    expect(monthAhead(new Date(2030, 2, 15))).toBe('2030-04-15');
    expect(monthAhead(new Date(2030, 0, 31))).toBe('2030-02-28');
    expect(monthAhead(new Date(2032, 0, 31))).toBe('2032-02-29');
    expect(monthAhead(new Date(2030, 11, 20))).toBe('2031-01-20');
  });
});
