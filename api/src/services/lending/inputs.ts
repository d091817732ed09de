/**
 * What the lending routes take in (docs/lending.md): the bodies and query of the loans' routes, and
 * the checks of their dates and contact fields that filing and editing a loan share.
 */
import { ValidationFailed } from '../../errors';
import { normalizeEmail, optionalText } from '../../lib/validation';
import type { LendingItemType, LendingRecord, LendingStatus } from '../../models';
import type { ConditionInput } from '../condition/input';

export type LendingDirection = 'incoming' | 'outgoing' | 'all';

export interface LendingCreateInput {
  item_type: LendingItemType;
  /** @isInt @minimum 1 @maximum 2147483647 */
  prop_id?: number | null;
  /** @isInt @minimum 1 @maximum 2147483647 */
  set_piece_id?: number | null;
  /** @isInt @minimum 1 @maximum 2147483647 */
  costume_piece_id?: number | null;
  /**
   * the lending department: the item's own
   * @isInt @minimum 1 @maximum 2147483647
   */
  from_department_id: number;
  /**
   * the borrowing department
   * @isInt @minimum 1 @maximum 2147483647
   */
  to_department_id: number;
  /**
   * the first day the borrower has the item (default today), YYYY-MM-DD
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  lent_date?: string;
  /**
   * the day it is due back, YYYY-MM-DD
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  due_date: string;
  /** @maxLength 2000 Must be no more than 2000 characters */
  notes?: string | null;
  /** @maxLength 150 Must be no more than 150 characters */
  contact_person?: string | null;
  /** @maxLength 100 Must be no more than 100 characters */
  contact_email?: string | null;
  /**
   * the first message of the loan's conversation (the borrow dialog's message)
   * @maxLength 2000 Must be no more than 2000 characters
   */
  message?: string | null;
  /** a new request always starts requested, a new offer offered */
  status?: 'requested' | 'offered';
  /**
   * the borrowing department's production the loan is for (a request only: the borrower files it)
   * @isInt @minimum 1 @maximum 2147483647
   */
  production_id?: number | null;
  /**
   * true: tie the loan to `production_id` even though its days miss the production's days
   * entirely; without it that is a 409 `outside_production` whose message asks the question
   */
  confirm_outside_production?: boolean;
}

/** A move (`status`) and, while the loan waits for an answer, the fields its filer may still change. */
export interface LendingUpdateInput {
  /**
   * approved, cancelled (a request declined by the lender or withdrawn by the borrower; an offer
   * declined by the borrower or withdrawn by the lender), active (picked up), returned, requested (the
   * borrower accepts an offer)
   */
  status?: LendingStatus;
  /**
   * the item's condition as the lender hands it over (`status` active) or takes it back (`status`
   * returned), with a note and up to 6 photos from `POST /condition-photos` (docs/lending.md,
   * "Condition at hand-over and return"); refused with any other change
   */
  condition?: ConditionInput | null;
  /**
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  lent_date?: string;
  /**
   * @maxLength 10 Invalid date format: use YYYY-MM-DD
   * @pattern ^\d{4}-\d{2}-\d{2}$ Invalid date format: use YYYY-MM-DD
   */
  due_date?: string;
  /** @maxLength 2000 Must be no more than 2000 characters */
  notes?: string | null;
  /** @maxLength 150 Must be no more than 150 characters */
  contact_person?: string | null;
  /** @maxLength 100 Must be no more than 100 characters */
  contact_email?: string | null;
  /**
   * the borrowing department's production the loan is for; null unlinks it. Only the borrowing
   * department changes it, in any status: it is the borrower's own planning.
   * @isInt @minimum 1 @maximum 2147483647
   */
  production_id?: number | null;
  /**
   * true: tie the loan to `production_id` even though its days miss the production's days
   * entirely; without it that is a 409 `outside_production` whose message asks the question
   */
  confirm_outside_production?: boolean;
}

export interface LendingListQuery {
  status?: LendingStatus;
  /** incoming: the current department borrows; outgoing: it lends; all (default) */
  direction?: LendingDirection;
  item_type?: LendingItemType;
  /** the item's name, the other department's name, notes and contact */
  search?: string;
}

/** A loan's days: neither before the lender's `today`, and the due date not before the start. */
export function checkDates(
  lent: string,
  due: string,
  today: string,
  field: 'lent_date' | 'due_date' = 'due_date',
) {
  if (lent < today)
    throw new ValidationFailed([
      { loc: ['body', 'lent_date'], msg: 'Start date cannot be in the past', type: 'value_error' },
    ]);
  if (due < today)
    throw new ValidationFailed([
      { loc: ['body', 'due_date'], msg: 'Due date cannot be in the past', type: 'value_error' },
    ]);
  // A loan of a single day (one show) is fine: both days are included.
  if (due < lent)
    throw new ValidationFailed([
      { loc: ['body', field], msg: 'Due date cannot be before the start date', type: 'value_error' },
    ]);
}

/** The free-text fields a loan carries, trimmed, blank as null, the email normalized. */
export function contactFields(input: {
  notes?: string | null;
  contact_person?: string | null;
  contact_email?: string | null;
}) {
  const out: Partial<Pick<LendingRecord, 'notes' | 'contact_person' | 'contact_email'>> = {};
  if (input.notes !== undefined) out.notes = optionalText(input.notes) ?? null;
  if (input.contact_person !== undefined) out.contact_person = optionalText(input.contact_person) ?? null;
  if (input.contact_email !== undefined) {
    const email = optionalText(input.contact_email);
    out.contact_email = email ? normalizeEmail(email) : null;
  }
  return out;
}
