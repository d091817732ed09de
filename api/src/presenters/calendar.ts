import type { LENDING_ITEM_TYPES, LENDING_STATUSES, PRODUCTION_STATUSES } from '../models';
import type { CalendarEvent, CalendarKind } from '../services/calendar/events';
import type { FeedWithProduction } from '../services/calendar/feeds';

/** One dated event of the department's calendar. */
export interface CalendarEventOut {
  /** unique and stable: production-3, loan-12, booking-40 */
  key: string;
  kind: CalendarKind;
  /** one line: 'Our Town', 'Brass lantern → Westbrook High', 'Velvet cloak ← Lakeside Academy', 'Brass lantern: repair' */
  title: string;
  /** YYYY-MM-DD */
  starts_on: string;
  /** YYYY-MM-DD, the last day; null: open-ended */
  ends_on: string | null;
  /** the production's status or the loan's (as it shows); null for a block */
  // Written out (not ProductionStatus | LendingStatus | null) so the document says one enum with null.
  status: (typeof PRODUCTION_STATUSES)[number] | (typeof LENDING_STATUSES)[number] | null;
  /**
   * the production, or the department's production a loan in is for
   * @isInt
   */
  production_id: number | null;
  /** @isInt */
  lending_id: number | null;
  item_type: (typeof LENDING_ITEM_TYPES)[number] | null;
  /**
   * the item's id when it is ours (a loan out, a block)
   * @isInt
   */
  item_id: number | null;
  /** a loan's other department */
  other_department_name: string | null;
}

export function presentCalendarEvent(e: CalendarEvent): CalendarEventOut {
  return {
    key: e.key,
    kind: e.kind,
    title: e.title,
    starts_on: e.starts_on,
    ends_on: e.ends_on,
    status: e.status,
    production_id: e.production_id,
    lending_id: e.lending_id,
    item_type: e.item_type,
    item_id: e.item_id,
    other_department_name: e.other_department_name,
  };
}

/** A calendar subscription of the caller in the current department. */
export interface CalendarFeedOut {
  /** @isInt */
  id: number;
  /** department: the department's calendar; production: one production's */
  scope: 'department' | 'production';
  /** @isInt */
  production_id: number | null;
  production_title: string | null;
  created_at: Date;
  /** when a calendar app last read it (to the hour); null: never */
  last_used_at: Date | null;
  /** the secret address: only in the answer that creates it (it is not stored), else null */
  url: string | null;
}

export function presentCalendarFeed(feed: FeedWithProduction, url: string | null = null): CalendarFeedOut {
  return {
    id: feed.id,
    scope: feed.production_id === null ? 'department' : 'production',
    production_id: feed.production_id,
    production_title: feed.production?.title ?? null,
    created_at: feed.created_at,
    last_used_at: feed.last_used_at ?? null,
    url,
  };
}
