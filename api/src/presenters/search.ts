import type {
  BookingKind,
  COSTUME_CATEGORIES,
  COSTUME_SIZES,
  Condition,
  LendingItemType,
  PROP_CATEGORIES,
} from '../models';
import { lastDayHeld } from '../services/bookings/timeline';
import { roundMiles } from '../services/search/distance';
import { presentItemTime } from './inventory';
import type { BorrowableType, SearchHit } from '../services/search';

/** The department a result belongs to, as the borrow dialog names it. */
export interface BorrowableDepartmentOut {
  /** @isInt */
  id: number;
  name: string;
  contact_person: string | null;
  contact_email: string | null;
}

/** What holds a searched item on the days asked: for the screen's "On loan to … until …". */
export interface ItemHoldOut {
  kind: BookingKind;
  /** the production's title, the borrowing department's name, or the block's reason */
  holder: string;
  /** YYYY-MM-DD */
  starts_on: string;
  /** YYYY-MM-DD, the last day it is held as of today; null: until released */
  ends_on: string | null;
  /** YYYY-MM-DD: the first day from the days asked on that nothing holds it; null: not foreseeable */
  free_from: string | null;
}

/**
 * One item of a search: any of the three kinds in one shape. Fields a kind does not have are null
 * (a prop has no dimensions, a set piece no category, tags or size).
 */
export interface BorrowableItemOut {
  /** @isInt */
  id: number;
  name: string;
  type: BorrowableType;
  /** the kind as a loan names it: send it as the loan's `item_type`, with the id in its column */
  item_type: LendingItemType;
  // Written out (not PropCategory | null) so the document says one enum with null, not a bare nullable.
  /** a prop's or costume's category; null for set pieces */
  category: (typeof PROP_CATEGORIES)[number] | (typeof COSTUME_CATEGORIES)[number] | null;
  condition: Condition;
  description: string | null;
  image_url: string | null;
  /** comma-separated */
  tags: string | null;
  /**
   * free to borrow for the days asked: no booking holds it on any of them (a production's, a loan's,
   * its department's block), and your department has not asked for it for them already
   */
  available: boolean;
  /** what holds it on the days asked (null: nothing does) and the first day it is free again */
  held_by: ItemHoldOut | null;
  /** your department has a requested loan of it overlapping the days asked */
  requested_by_you: boolean;
  /**
   * the production whose booking holds it today, if any
   * @isInt
   */
  current_production_id: number | null;
  location: string | null;
  /** great-circle miles from your department, one decimal; null where a side has no coordinates */
  distance: number | null;
  department: BorrowableDepartmentOut;
  /** @isInt */
  department_id: number;
  department_name: string;
  department_address: string | null;
  /** the department's contact person */
  department_contact: string | null;
  department_email: string | null;
  /** set pieces */
  dimensions: string | null;
  /**
   * set pieces
   * @isInt
   */
  pieces_count: number | null;
  /** set pieces: their components */
  components: string[] | null;
  /** costumes */
  size: (typeof COSTUME_SIZES)[number] | null;
  /** costumes */
  color: string | null;
  /** costumes */
  material: string | null;
}

/** Stored components are the JSON text of an array of strings; anything else reads as none. */
function componentList(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : null;
  } catch {
    return null;
  }
}

export function presentBorrowable(hit: SearchHit): BorrowableItemOut {
  const { row, department } = hit;
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    item_type: hit.lendingType,
    category: (row.category ?? null) as BorrowableItemOut['category'],
    condition: row.condition,
    description: row.description ?? null,
    image_url: row.image_url ?? null,
    tags: row.tags ?? null,
    available: hit.available,
    requested_by_you: hit.requestedByYou,
    current_production_id: presentItemTime(hit.time).current_production_id,
    held_by: hit.time.clash
      ? {
          kind: hit.time.clash.booking.kind,
          // A person's name stays in their department (docs/lending.md, "Lending to people").
          holder: hit.time.clash.booking.kind === 'person' ? 'a person' : hit.time.clash.holder,
          starts_on: hit.time.clash.booking.starts_on,
          ends_on: lastDayHeld(hit.time.clash.booking, hit.time.today),
          free_from: hit.time.freeFrom,
        }
      : null,
    location: row.location ?? null,
    distance: hit.distance === null ? null : roundMiles(hit.distance),
    department: {
      id: department.id,
      name: department.name,
      contact_person: department.contact_person,
      contact_email: department.contact_email,
    },
    department_id: department.id,
    department_name: department.name,
    department_address: department.address,
    department_contact: department.contact_person,
    department_email: department.contact_email,
    dimensions: row.dimensions ?? null,
    pieces_count: row.pieces_count === null ? null : Number(row.pieces_count),
    components: componentList(row.components),
    size: (row.size ?? null) as BorrowableItemOut['size'],
    color: row.color ?? null,
    material: row.material ?? null,
  };
}
