import type { components } from '@scenedock/openapi';
import type { BadgeTone } from './components/Badge';
import type { SelectOption } from './components/fields';
import { dayInZone } from '@scenedock/dates';
import { formatDate } from './format';

/*
 * Every claim on an item is a dated booking: a production's, a loan's or a block's (repair,
 * cleaning, out of service). These are the words a person reads for them, the same on every screen.
 */

type Schemas = components['schemas'];
export type BookingOut = Schemas['BookingOut'];
export type ItemAvailabilityOut = Schemas['ItemAvailabilityOut'];
export type BookingKind = Schemas['BookingKind'];
export type BookingState = Schemas['BookingState'];
export type BlockReason = Schemas['BlockReason'];

/** The reasons an item is blocked, in the order a form offers them. */
export const BLOCK_REASONS: Record<BlockReason, string> = {
  repair: 'Repair',
  cleaning: 'Cleaning',
  out_of_service: 'Out of service',
};

export const blockReasonOptions: SelectOption[] = Object.entries(BLOCK_REASONS).map(([value, label]) => ({
  value,
  label,
}));

/** What kind of claim a booking is, as a list of bookings heads it. */
export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  production: 'Production',
  loan: 'Loan',
  block: 'Blocked',
  person: 'Lent to a person',
};

/** A booking's colour when it holds the item today. */
const KIND_TONES: Record<BookingKind, BadgeTone> = {
  production: 'purple',
  loan: 'indigo',
  block: 'orange',
  person: 'blue',
};

/**
 * Today as YYYY-MM-DD: the current department's day in its time zone (setDepartmentTimeZone), else
 * the reader's local date (never UTC's).
 */
export function todayIso(now: Date = new Date()): string {
  if (departmentZone) {
    const zoned = zonedDay(departmentZone, now);
    if (zoned) return zoned;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The current department's IANA time zone; null: the browser's own (docs/bookings.md, "Whose day"). */
let departmentZone: string | null = null;

/**
 * The host (the shell's session, an embedded screen) names the current department's zone, so every
 * screen's "today" is that department's day, as the server counts it, wherever the reader is.
 */
export function setDepartmentTimeZone(zone: string | null | undefined): void {
  departmentZone = zone ?? null;
}

/** The day `now` falls on in `zone` (@scenedock/dates); null for a zone this browser does not know. */
function zonedDay(zone: string, now: Date): string | null {
  try {
    return dayInZone(zone, now);
  } catch {
    return null;
  }
}

/** "Dec 6, 2026 – Dec 14, 2026" in the reader's locale; one day once; "from Dec 6, 2026" when open. */
export function formatPeriod(from: string, to: string | null): string {
  if (to === null) return `from ${formatDate(from)}`;
  if (to === from) return formatDate(from);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

function until(endsOn: string | null): string {
  return endsOn === null ? 'until released' : `until ${formatDate(endsOn)}`;
}

/** Whether a booking holds the item on `day` (a requested loan holds nothing; an out loan holds through today). */
export function holdsOn(booking: BookingOut, day: string): boolean {
  if (booking.state === 'requested') return false;
  if (booking.starts_on > day) return false;
  if ((booking.kind === 'loan' || booking.kind === 'person') && booking.state === 'out') return true;
  return booking.ends_on === null || booking.ends_on >= day;
}

/** A block's words: "Out of service: repair", or "Out of service" when that is the reason. */
function blockWords(booking: BookingOut): string {
  const reason = booking.reason ?? null;
  if (reason === 'out_of_service' || (reason === null && !booking.holder)) return 'Out of service';
  const what = reason ? BLOCK_REASONS[reason] : booking.holder;
  return `Out of service: ${what.toLowerCase()}`;
}

/** One line a person reads for a booking, seen from `today` (YYYY-MM-DD). */
export function bookingLine(booking: BookingOut, today: string): string {
  const { holder, starts_on: from, ends_on: to } = booking;
  const now = holdsOn(booking, today);
  const past = !now && booking.state !== 'requested' && from <= today;
  switch (booking.kind) {
    case 'production':
      if (now) return `In use — ${holder} ${until(to)}`;
      if (past) return `Was in use — ${holder}, ${formatPeriod(from, to)}`;
      return `Booked for ${holder} from ${formatDate(from)}`;
    case 'loan':
      if (booking.state === 'requested') return `Requested by ${holder} for ${formatPeriod(from, to)}`;
      if (now) {
        // Approved and its days have come, but not picked up yet: still only promised.
        if (booking.state === 'held') return `Promised to ${holder} ${until(to)}`;
        if (to !== null && to < today) return `On loan to ${holder}, due back ${formatDate(to)}`;
        return `On loan to ${holder} ${until(to)}`;
      }
      if (past) return `Was on loan to ${holder}, ${formatPeriod(from, to)}`;
      return `Promised to ${holder} from ${formatDate(from)}`;
    case 'block': {
      const words = blockWords(booking);
      if (now) return to === null ? words : `${words} ${until(to)}`;
      if (past) return `${words}, ${formatPeriod(from, to)}`;
      return to === null ? `${words} from ${formatDate(from)}` : `${words}, ${formatPeriod(from, to)}`;
    }
    // A loan to a person (docs/lending.md, "Lending to people"): "Lent to Sam Rivera, 3 Mar – 10 Mar".
    case 'person':
      if (now) {
        if (booking.state === 'held') return `Promised to ${holder} ${until(to)}`;
        if (to !== null && to < today) return `Lent to ${holder}, due back ${formatDate(to)}`;
        return `Lent to ${holder} ${until(to)}`;
      }
      if (past) return `Was lent to ${holder}, ${formatPeriod(from, to)}`;
      return `Lent to ${holder}, ${formatPeriod(from, to)}`;
  }
}

/** An item's status line: what holds it today, else what holds it next, else "Available". */
export function availabilityLine(
  availability: ItemAvailabilityOut | null | undefined,
  today: string,
): { text: string; tone: BadgeTone } {
  const current = availability?.current ?? null;
  if (current) return { text: bookingLine(current, today), tone: KIND_TONES[current.kind] };
  const next = availability?.next ?? null;
  if (next) return { text: bookingLine(next, today), tone: 'yellow' };
  return { text: 'Available', tone: 'green' };
}
