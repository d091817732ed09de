import {
  BOTH_DATES_MESSAGE,
  emptyDraft,
  NEEDS_TERM_MESSAGE,
  RANGE_ORDER_MESSAGE,
  searchProblem,
  toSearchBody,
} from './searchFilters';

describe('the borrowing search', () => {
  it('needs a term, a type other than all, a category or the days', () => {
    expect(searchProblem(emptyDraft)).toBe(NEEDS_TERM_MESSAGE);
    expect(searchProblem({ ...emptyDraft, query: '   ' })).toBe(NEEDS_TERM_MESSAGE);
    expect(searchProblem({ ...emptyDraft, query: 'lamp' })).toBeNull();
    expect(searchProblem({ ...emptyDraft, item_type: 'sets' })).toBeNull();
  });

  it('takes the days alone as a search of every kind free then', () => {
    const days = { start: '2030-05-01', end: '2030-05-03' };
    expect(searchProblem({ ...emptyDraft, ...days })).toBeNull();
    expect(toSearchBody({ ...emptyDraft, ...days }, 0)).toMatchObject({ item_type: 'all', date_range: days });
    // One end alone is no range: it asks for the other.
    expect(searchProblem({ ...emptyDraft, start: days.start })).toBe(BOTH_DATES_MESSAGE);
    expect(searchProblem({ ...emptyDraft, start: days.end, end: days.start })).toBe(RANGE_ORDER_MESSAGE);
  });

  it('takes a date range with both ends, the end after the start', () => {
    const draft = { ...emptyDraft, query: 'lamp' };
    expect(searchProblem({ ...draft, start: '2030-05-01' })).toBe(BOTH_DATES_MESSAGE);
    expect(searchProblem({ ...draft, end: '2030-05-01' })).toBe(BOTH_DATES_MESSAGE);
    expect(searchProblem({ ...draft, start: '2030-05-01', end: '2030-05-01' })).toBe(RANGE_ORDER_MESSAGE);
    expect(searchProblem({ ...draft, start: '2030-05-01', end: '2030-05-02' })).toBeNull();
  });

  it('sends only a category of the chosen type, and no blanks', () => {
    expect(toSearchBody({ ...emptyDraft, query: 'lamp', category: 'lighting' }, 0)).toEqual({
      query: 'lamp',
      item_type: 'all',
      max_distance: 50,
      available_only: true,
      skip: 0,
      limit: 24,
    });
    expect(toSearchBody({ ...emptyDraft, item_type: 'props', category: 'lighting' }, 24)).toMatchObject({
      item_type: 'props',
      category: 'lighting',
      skip: 24,
    });
  });
});
