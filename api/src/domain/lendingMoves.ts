import { displayDay } from '../lib/days';
import type { LendingRecord, LendingSide, LendingStatus, Role } from '../models';

/**
 * The lending state machine as one table (docs/lending.md): for each move, the statuses it starts
 * from, the status it leads to, the side that makes it and the least role it takes there, who is
 * told and what they read, the audit action, and the 403 for anyone else. The policy
 * (policies/lending.ts) reads who may; the services (services/lending/) read the rest. It sits in
 * domain/ because both layers read it and a policy never imports a service.
 */

/** The audit log's actions for loans: one per move and outcome, and the clock's overdue mark. */
export type LendingAuditAction =
  | 'lending_requested'
  | 'lending_offered'
  | 'lending_offer_accepted'
  | 'lending_offer_declined'
  | 'lending_offer_withdrawn'
  | 'lending_updated'
  | 'lending_deleted'
  | 'lending_approved'
  | 'lending_declined'
  | 'lending_cancelled'
  | 'lending_picked_up'
  | 'lending_returned'
  | 'lending_overdue'
  | 'lending_extension_requested'
  | 'lending_extension_accepted'
  | 'lending_extension_declined'
  | 'lending_counter_proposed'
  | 'lending_counter_accepted'
  | 'lending_counter_declined'
  // the item came to be held on the suggested days (services/lending/proposals.ts)
  | 'lending_counter_withdrawn';

/** A notification of a move, as the people told read it. */
export interface LendingNote {
  title: string;
  message: string;
  type: 'info' | 'success' | 'warning';
}

/**
 * What a move leaves behind: its audit action, and the note to the people told, built from the loan
 * as the move left it and the acting department's name.
 */
export interface LendingOutcome {
  audit: LendingAuditAction;
  note: (
    loan: Pick<
      LendingRecord,
      | 'item_name'
      | 'lent_date'
      | 'due_date'
      | 'requested_due_date'
      | 'proposed_lent_date'
      | 'proposed_due_date'
    >,
    department: string,
    /** the locale its readers read days in (lib/readerLocale.ts) */
    locale: string,
  ) => LendingNote;
}

/** Who makes a move: one side and its least role there, or the side that filed the loan (its filing role). */
type MoveMaker = { side: LendingSide; role: Role } | { side: 'filer'; role: 'filing' };

/** A move of two outcomes: answering an extension. */
interface LendingAnswer {
  answers: Record<'accept' | 'decline', LendingOutcome>;
}

export type LendingMove = MoveMaker & {
  /** the statuses it may start from; none for the moves that file a new loan */
  from: readonly LendingStatus[];
  /** the status it leads to; 'unchanged' for the extensions, 'deleted' when the loan goes */
  to: LendingStatus | 'unchanged' | 'deleted';
  /** the side whose people are told ('other': the other side from the one that made it) */
  tells: LendingSide | 'other';
  /** the 403 for anyone else */
  refusal: string;
} & (LendingOutcome | LendingAnswer);

export type LendingMoveName =
  | 'request'
  | 'offer'
  | 'accept_offer'
  | 'decline_offer'
  | 'withdraw_offer'
  | 'approve'
  | 'decline'
  | 'pick_up'
  | 'return'
  | 'cancel'
  | 'edit'
  | 'delete'
  | 'request_extension'
  | 'answer_extension'
  | 'counter_propose'
  | 'answer_counter_proposal';

/** In the order a loan's screen offers them (`allowed_actions`). */
export const LENDING_MOVES = {
  request: {
    from: [],
    to: 'requested',
    side: 'borrower',
    role: 'student',
    tells: 'lender',
    audit: 'lending_requested',
    note: (loan, department, locale) => ({
      title: `Loan request: ${loan.item_name}`,
      message: `${department} asks to borrow ${loan.item_name} from ${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)}.`,
      type: 'info',
    }),
    refusal: 'You do not have permission to ask to borrow items',
  },
  // An offer binds nobody until the borrower's directors accept it (then it waits for the lender's
  // approval, as a request does): the lender's managers may offer, but only its directors decide.
  offer: {
    from: [],
    to: 'offered',
    side: 'lender',
    role: 'manager',
    tells: 'borrower',
    audit: 'lending_offered',
    note: (loan, department, locale) => ({
      title: `Loan offer: ${loan.item_name}`,
      message: `${department} offers to lend you ${loan.item_name} from ${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)}. A director or admin of your department can accept or decline it.`,
      type: 'info',
    }),
    refusal: 'You do not have permission to offer items to other departments',
  },
  accept_offer: {
    from: ['offered'],
    to: 'requested',
    side: 'borrower',
    role: 'director',
    tells: 'lender',
    audit: 'lending_offer_accepted',
    note: (loan, department, locale) => ({
      title: `Offer accepted: ${loan.item_name}`,
      message: `${department} accepted the offer of ${loan.item_name} from ${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)}; it waits for your approval.`,
      type: 'success',
    }),
    refusal: 'Only a director or admin of the borrowing department can accept this offer',
  },
  decline_offer: {
    from: ['offered'],
    to: 'cancelled',
    side: 'borrower',
    role: 'director',
    tells: 'lender',
    audit: 'lending_offer_declined',
    note: (loan, department) => ({
      title: `Offer declined: ${loan.item_name}`,
      message: `${department} declined the offer of ${loan.item_name}.`,
      type: 'warning',
    }),
    refusal: 'Only a director or admin of the borrowing department can decline this offer',
  },
  withdraw_offer: {
    from: ['offered'],
    to: 'cancelled',
    side: 'lender',
    role: 'manager',
    tells: 'borrower',
    audit: 'lending_offer_withdrawn',
    note: (loan, department) => ({
      title: `Offer withdrawn: ${loan.item_name}`,
      message: `${department} withdrew its offer of ${loan.item_name}.`,
      type: 'info',
    }),
    refusal: 'Only a manager, director or admin of the lending department can withdraw this offer',
  },
  approve: {
    from: ['requested'],
    to: 'approved',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    audit: 'lending_approved',
    note: (loan, department) => ({
      title: `Loan approved: ${loan.item_name}`,
      message: `${department} approved your request for ${loan.item_name}.`,
      type: 'success',
    }),
    refusal: 'Only a director or admin of the lending department can approve this request',
  },
  decline: {
    from: ['requested'],
    to: 'cancelled',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    audit: 'lending_declined',
    note: (loan, department) => ({
      title: `Loan declined: ${loan.item_name}`,
      message: `${department} declined the request for ${loan.item_name}.`,
      type: 'warning',
    }),
    refusal: 'Only a director or admin of the lending department can decline this request',
  },
  pick_up: {
    from: ['approved'],
    to: 'active',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    audit: 'lending_picked_up',
    note: (loan, department) => ({
      title: `Picked up: ${loan.item_name}`,
      message: `${department} marked ${loan.item_name} as picked up.`,
      type: 'info',
    }),
    refusal: 'Only a director or admin of the lending department can mark this item picked up',
  },
  return: {
    from: ['active', 'overdue'],
    to: 'returned',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    audit: 'lending_returned',
    note: (loan, department) => ({
      title: `Returned: ${loan.item_name}`,
      message: `${department} marked ${loan.item_name} as returned. Thank you!`,
      type: 'success',
    }),
    refusal: 'Only a director or admin of the lending department can mark this item returned',
  },
  cancel: {
    from: ['requested'],
    to: 'cancelled',
    side: 'borrower',
    role: 'student',
    tells: 'lender',
    audit: 'lending_cancelled',
    note: (loan, department) => ({
      title: `Loan request cancelled: ${loan.item_name}`,
      message: `${department} cancelled its request for ${loan.item_name}.`,
      type: 'info',
    }),
    refusal: 'Only the borrowing department can cancel this request',
  },
  // The filer changes or deletes a loan only while it waits in the status filing gave it (see
  // startsFrom): an offer the borrower accepted keeps the days it was accepted for.
  edit: {
    from: ['requested', 'offered'],
    to: 'unchanged',
    side: 'filer',
    role: 'filing',
    tells: 'other',
    audit: 'lending_updated',
    note: (loan, department, locale) => ({
      title: `Loan changed: ${loan.item_name}`,
      message: `${department} changed the request for ${loan.item_name} (${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)}).`,
      type: 'info',
    }),
    refusal: 'Only the department that filed this request can change it',
  },
  delete: {
    from: ['requested', 'offered'],
    to: 'deleted',
    side: 'filer',
    role: 'filing',
    tells: 'other',
    audit: 'lending_deleted',
    note: (loan, department) => ({
      title: `Loan request withdrawn: ${loan.item_name}`,
      message: `${department} withdrew and deleted the request for ${loan.item_name}.`,
      type: 'info',
    }),
    refusal: 'Only the department that filed this request can delete it',
  },
  request_extension: {
    from: ['approved', 'active', 'overdue'],
    to: 'unchanged',
    side: 'borrower',
    role: 'student',
    tells: 'lender',
    audit: 'lending_extension_requested',
    note: (loan, department, locale) => ({
      title: `Extension asked: ${loan.item_name}`,
      message: `${department} asks to keep ${loan.item_name} until ${displayDay(loan.requested_due_date!, locale)} (due ${displayDay(loan.due_date, locale)}).`,
      type: 'info',
    }),
    refusal: 'Only the borrowing department can ask for more time',
  },
  // Accepting moves the due date: an overdue loan whose new date has not passed is active again.
  answer_extension: {
    from: ['approved', 'active', 'overdue'],
    to: 'unchanged',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    answers: {
      accept: {
        audit: 'lending_extension_accepted',
        note: (loan, department, locale) => ({
          title: `Extension accepted: ${loan.item_name}`,
          message: `${department} agreed: ${loan.item_name} is now due back on ${displayDay(loan.due_date, locale)}.`,
          type: 'success',
        }),
      },
      decline: {
        audit: 'lending_extension_declined',
        note: (loan, department, locale) => ({
          title: `Extension declined: ${loan.item_name}`,
          message: `${department} declined the extension: ${loan.item_name} is still due back on ${displayDay(loan.due_date, locale)}.`,
          type: 'warning',
        }),
      },
    },
    refusal: 'Only a director or admin of the lending department can answer this',
  },
  // The lender answers a request with other days instead of declining it; the borrower decides.
  counter_propose: {
    from: ['requested'],
    to: 'unchanged',
    side: 'lender',
    role: 'director',
    tells: 'borrower',
    audit: 'lending_counter_proposed',
    note: (loan, department, locale) => ({
      title: `Other dates suggested: ${loan.item_name}`,
      message: `${department} can lend ${loan.item_name} from ${displayDay(loan.proposed_lent_date!, locale)} to ${displayDay(loan.proposed_due_date!, locale)} instead.`,
      type: 'info',
    }),
    refusal: 'Only a director or admin of the lending department can suggest other dates',
  },
  // Accepting takes the suggested days and approves the loan (the lender already agreed to them).
  answer_counter_proposal: {
    from: ['requested'],
    to: 'unchanged',
    side: 'borrower',
    role: 'student',
    tells: 'lender',
    answers: {
      accept: {
        audit: 'lending_counter_accepted',
        note: (loan, department, locale) => ({
          title: `Suggested dates accepted: ${loan.item_name}`,
          message: `${department} accepted ${displayDay(loan.lent_date, locale)} to ${displayDay(loan.due_date, locale)} for ${loan.item_name}: the loan is approved.`,
          type: 'success',
        }),
      },
      decline: {
        audit: 'lending_counter_declined',
        note: (loan, department) => ({
          title: `Suggested dates declined: ${loan.item_name}`,
          message: `${department} declined the other dates for ${loan.item_name}; the request stands as it was.`,
          type: 'warning',
        }),
      },
    },
    refusal: 'Only the borrowing department can answer the suggested dates',
  },
} satisfies Record<LendingMoveName, LendingMove>;

/** The moves `PUT /lending/{id}` makes by the status it asks for: the ones that change the status. */
export type StatusMove =
  | 'accept_offer'
  | 'decline_offer'
  | 'withdraw_offer'
  | 'approve'
  | 'decline'
  | 'pick_up'
  | 'return'
  | 'cancel';

// The offer's moves come last, so a move asked of a loan in no status it starts from falls back on
// the request's moves (their 403 or 409), as before offers waited for an answer.
const STATUS_MOVES: readonly StatusMove[] = [
  'approve',
  'decline',
  'pick_up',
  'return',
  'cancel',
  'accept_offer',
  'decline_offer',
  'withdraw_offer',
];

/** The status a loan filed from `side` starts in: requested (a request) or offered (an offer). */
export function filedStatus(side: LendingSide): LendingStatus {
  return LENDING_MOVES[filingMove(side)].to;
}

/**
 * Whether `move` may start from a loan in `status`. The filer's moves (edit, delete) start only from
 * the status filing gave the loan (`initiatedBy` its side): a request while requested, an offer while
 * offered, never an offer the borrower has accepted.
 */
export function startsFrom(move: LendingMoveName, status: LendingStatus, initiatedBy?: LendingSide): boolean {
  const rule = LENDING_MOVES[move];
  const from: readonly LendingStatus[] = rule.from;
  if (!from.includes(status)) return false;
  return rule.side !== 'filer' || (initiatedBy !== undefined && filedStatus(initiatedBy) === status);
}

/**
 * The move that asking for `status` makes, seen from `side` on a loan now in `current`: of the moves
 * leading there, the one of that side that starts from `current` (the borrower declines an offer but
 * cancels a request; the lender withdraws an offer but declines a request), else any of that side
 * (for the 409 naming the status), else the other side's (for the policy to refuse with its 403);
 * null when no move leads there (a 409).
 */
export function moveTo(status: LendingStatus, side: LendingSide, current: LendingStatus): StatusMove | null {
  const leading = STATUS_MOVES.filter((move) => LENDING_MOVES[move].to === status);
  const ours = leading.filter((move) => LENDING_MOVES[move].side === side);
  return ours.find((move) => startsFrom(move, current)) ?? ours[0] ?? leading[0] ?? null;
}

/** The move that files a loan from `side`: the borrower requests, the lender offers. */
export function filingMove(side: LendingSide): 'request' | 'offer' {
  return LENDING_MOVES.request.side === side ? 'request' : 'offer';
}

/** The side a move's people are told on, when `side` made it. */
export function toldSide(move: LendingMoveName, side: LendingSide): LendingSide {
  const { tells } = LENDING_MOVES[move];
  if (tells !== 'other') return tells;
  return side === 'lender' ? 'borrower' : 'lender';
}
