import { availableQuery } from './filters';

describe('availableQuery', () => {
  const today = '2026-12-01';

  it('asks nothing without days, and one day or a window as they are given', () => {
    expect(availableQuery('', '', today)).toEqual({});
    expect(availableQuery('2026-12-06', '', today)).toEqual({ available_from: '2026-12-06' });
    expect(availableQuery('2026-12-06', '2026-12-14', today)).toEqual({
      available_from: '2026-12-06',
      available_to: '2026-12-14',
    });
  });

  it('reads a last day alone as from today, or as that one day once it has passed', () => {
    expect(availableQuery('', '2026-12-14', today)).toEqual({
      available_from: today,
      available_to: '2026-12-14',
    });
    expect(availableQuery('', '2026-11-20', today)).toEqual({
      available_from: '2026-11-20',
      available_to: '2026-11-20',
    });
  });

  it('ignores what is not a date, and a window that ends before it starts', () => {
    expect(availableQuery('soon', 'later', today)).toEqual({});
    expect(availableQuery('2026-12-14', '2026-12-06', today)).toEqual({});
  });
});
