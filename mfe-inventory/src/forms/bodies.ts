/** From validated values to request bodies, the same for every item kind. */

/** Empty optional text is sent as null (cleared). */
export const orNull = (value: string) => value || null;

/** A create sends no empty optional fields. */
export function withoutEmpty<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== '')) as T;
}

/**
 * An edit sends only what changed (the server's PUT is partial): the fields whose value differs
 * from the body the item would have produced.
 */
export function changedFields<T extends object>(next: T, before: T | null): Partial<T> {
  if (!before) return next;
  const previous = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  ) as Partial<T>;
}
