import { CONDITIONS, todayIso } from '@scenedock/ui';

/** A filter value from the address, if it is one the server accepts (else no filter). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Trimmed text, or undefined so the query leaves the parameter out. */
export function given(value: string): string | undefined {
  return value.trim() || undefined;
}

/** An ISO date (YYYY-MM-DD) from the address, else undefined. */
export function isoDate(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The 'Available from – to' filter's names in the address: every kind's lists have it. */
export const AVAILABLE_FILTERS = ['available_from', 'available_to'] as const;

/** The filters props and costumes share, by their names in the address (?q=…&category=…). */
export const ITEM_FILTERS = [
  'q',
  'category',
  'condition',
  'location',
  'tags',
  'availability',
  'from',
  'to',
  ...AVAILABLE_FILTERS,
] as const;

/** The server's query for the shared filters; `categories` are the kind's own. */
export function itemQuery<C extends string>(
  filters: Record<(typeof ITEM_FILTERS)[number], string>,
  categories: readonly C[],
) {
  return {
    search: given(filters.q),
    category: oneOf(categories, filters.category),
    condition: oneOf(CONDITIONS, filters.condition),
    location: given(filters.location),
    tags: given(filters.tags),
    ...availabilityQuery(filters.availability),
    created_from: isoDate(filters.from),
    created_to: isoDate(filters.to),
    ...availableQuery(filters.available_from, filters.available_to),
  };
}

/**
 * The server's available_from / available_to for the 'Available from – to' filter: a last day
 * alone asks from today (or that day, when it has passed); a window that ends before it starts
 * asks nothing (the filter refuses it).
 */
export function availableQuery(
  from: string,
  to: string,
  today: string = todayIso(),
): { available_from?: string; available_to?: string } {
  const first = isoDate(from);
  const last = isoDate(to);
  if (!first) return last ? { available_from: last < today ? last : today, available_to: last } : {};
  if (last && last < first) return {};
  return last ? { available_from: first, available_to: last } : { available_from: first };
}

/** The server's in_production / available flags from the Availability select. */
function availabilityQuery(value: string): { in_production?: boolean; available?: boolean } {
  if (value === 'in_production') return { in_production: true };
  if (value === 'available') return { available: true };
  return {};
}
