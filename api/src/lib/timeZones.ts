/**
 * Each department's own day. Lending and booking days are calendar days (YYYY-MM-DD) without a zone;
 * "today", this week, overdue and the days a move is recorded on are counted in the time zone of the
 * department whose item it is (docs/bookings.md, "Whose day"). A department's zone is an IANA name
 * (`America/Chicago`), kept on its row (`departments.time_zone`).
 */
import tzLookup from '@photostructure/tz-lookup';
import { dayInZone } from '@scenedock/dates';

/** The calendar day (YYYY-MM-DD) that instant `now` falls on in `zone` (the screens count it the same way). */
export function dayIn(zone: string, now: number | Date = Date.now()): string {
  return dayInZone(zone, now);
}

/**
 * The IANA name as the runtime spells it (`europe/paris` → `Europe/Paris`), or null when `name` is
 * no zone: only region names and UTC, never a bare offset ("+02:00" has no summer time).
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(trimmed)) return null;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
    return zone === 'UTC' || zone.includes('/') ? zone : null;
  } catch {
    return null;
  }
}

/** The zone a place lies in (a maintained boundary table, @photostructure/tz-lookup); null off the map. */
export function zoneAt(latitude: number, longitude: number): string | null {
  try {
    return canonicalTimeZone(tzLookup(latitude, longitude));
  } catch {
    return null;
  }
}

/** A department's today: the day it is now where the department is. */
export function todayOf(department: { time_zone: string }, now: number | Date = Date.now()): string {
  return dayIn(department.time_zone, now);
}
