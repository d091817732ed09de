import type { CONDITIONS, LENDING_STATUSES, LendingItemType, ProductionStatus } from '../models';
import type { PullList, PullSource } from '../services/pullList';

/** The production a pull list is for. */
export interface PullListProductionOut {
  /** @isInt */
  id: number;
  title: string;
  status: ProductionStatus;
  /** YYYY-MM-DD */
  start_date: string | null;
  /** YYYY-MM-DD */
  end_date: string | null;
  venue: string | null;
}

/** One thing the production needs: our item booked for it, or a loan linked to it. */
export interface PullEntryOut {
  /** ours: our item booked for it; borrowed: an approved, out or late loan; requested: asked for or offered */
  source: PullSource;
  item_type: LendingItemType;
  /**
   * our item's id (null for another department's)
   * @isInt
   */
  item_id: number | null;
  item_name: string;
  /** a prop's category; null for other kinds */
  category: string | null;
  // Written out (not Condition | null) so the document says one enum with null.
  condition: (typeof CONDITIONS)[number] | null;
  /** where our item is kept; null for borrowed and requested */
  location: string | null;
  image_url: string | null;
  /** YYYY-MM-DD: the booking's first day, or the loan's */
  starts_on: string;
  /** YYYY-MM-DD: the last day; null: until released */
  ends_on: string | null;
  /** @isInt */
  booking_id: number | null;
  /** @isInt */
  lending_id: number | null;
  /** the loan's status as it shows (borrowed and requested) */
  lending_status: (typeof LENDING_STATUSES)[number] | null;
  lender_department_name: string | null;
  /**
   * a loan whose days miss the production's days entirely: the screen says "outside the show's
   * days"; false for our own items
   */
  outside_production: boolean;
}

/** A production's pull list, ours first, then borrowed, then requested, each by name. */
export interface PullListOut {
  production: PullListProductionOut;
  entries: PullEntryOut[];
}

export function presentPullList({ production: p, entries }: PullList): PullListOut {
  return {
    production: {
      id: p.id,
      title: p.title,
      status: p.status,
      start_date: p.start_date ?? null,
      end_date: p.end_date ?? null,
      venue: p.venue ?? null,
    },
    entries: entries.map((e) => ({ ...e })),
  };
}
