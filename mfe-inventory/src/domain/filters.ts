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
