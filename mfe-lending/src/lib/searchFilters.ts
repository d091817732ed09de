import {
  CONDITIONS,
  COSTUME_CATEGORIES,
  PROP_CATEGORIES,
  SET_CATEGORIES,
  type ItemCategory,
} from '@scenedock/ui';
import type { SearchBody } from '../api/search';
import type { SearchType } from './labels';

export const SEARCH_PAGE_SIZE = 24;

/** The categories the search offers for each item type (none for all types). */
export const CATEGORIES: Record<SearchType, readonly ItemCategory[]> = {
  all: [],
  props: PROP_CATEGORIES,
  sets: SET_CATEGORIES,
  costumes: COSTUME_CATEGORIES,
};

/** The distance slider: whole miles from 5 to 100, 50 to begin with. */
export const DISTANCE = { min: 5, max: 100, step: 1, initial: 50 } as const;

export const NEEDS_TERM_MESSAGE = 'Please enter a search term or select filters';
export const BOTH_DATES_MESSAGE = 'Please choose both dates of the range, or neither';
export const RANGE_ORDER_MESSAGE = 'End date must be after start date';

/** The borrowing filter panel as its controls hold it. */
export interface SearchDraft {
  item_type: SearchType;
  query: string;
  category: string;
  condition: string;
  tags: string;
  start: string;
  end: string;
  max_distance: number;
  available_only: boolean;
}

export const emptyDraft: SearchDraft = {
  item_type: 'all',
  query: '',
  category: '',
  condition: '',
  tags: '',
  start: '',
  end: '',
  max_distance: DISTANCE.initial,
  available_only: true,
};

/** The days a search asked about: both ends, as the search's date inputs hold them. */
export interface SearchedDays {
  start: string;
  end: string;
}

/** The range of a search, when it named one (both ends, as `searchProblem` asks). */
export function searchedDays(draft: SearchDraft): SearchedDays | null {
  return draft.start && draft.end ? { start: draft.start, end: draft.end } : null;
}

/**
 * A search needs a term, an item type other than all, a category, or its days (both ends: what is
 * free then, of every kind); a date range needs both ends.
 */
export function searchProblem(draft: SearchDraft): string | null {
  if (Boolean(draft.start) !== Boolean(draft.end)) return BOTH_DATES_MESSAGE;
  const dated = Boolean(draft.start && draft.end);
  if (!draft.query.trim() && draft.item_type === 'all' && !draft.category && !dated)
    return NEEDS_TERM_MESSAGE;
  if (draft.start && draft.end <= draft.start) return RANGE_ORDER_MESSAGE;
  return null;
}

/** The panel as the search takes it: blanks left out, tags tidied, a category only of its type. */
export function toSearchBody(draft: SearchDraft, skip: number, limit = SEARCH_PAGE_SIZE): SearchBody {
  const tags = draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const category = CATEGORIES[draft.item_type].find((known) => known === draft.category);
  const condition = CONDITIONS.find((known) => known === draft.condition);
  return {
    query: draft.query.trim() || undefined,
    item_type: draft.item_type,
    category,
    condition,
    tags: tags.length ? tags.join(',') : undefined,
    date_range: searchedDays(draft) ?? undefined,
    max_distance: draft.max_distance,
    available_only: draft.available_only,
    skip,
    limit,
  };
}
