import type { LendingAction } from '../policies/lending';
import type {
  CostumePiece,
  Department,
  LendingItemType,
  Production,
  LendingMessage,
  LendingRecord,
  LendingSide,
  LendingStatus,
  Prop,
  SetPiece,
} from '../models';
import type { LendingView } from '../services/lending/access';
import {
  presentConditionReport,
  presentDamageReport,
  type ConditionReportOut,
  type DamageReportOut,
} from './condition';

/** One side of a loan, as a card names it. */
export interface LendingPartyOut {
  /** @isInt */
  id: number;
  name: string;
  contact_person: string | null;
  contact_email: string | null;
}

/** A loan as the lending screen shows it to one reader. */
export interface LendingOut {
  /** @isInt */
  id: number;
  item_type: LendingItemType;
  /** @isInt */
  prop_id: number | null;
  /** @isInt */
  set_piece_id: number | null;
  /** @isInt */
  costume_piece_id: number | null;
  /** the item's name (kept when the item is gone) */
  item_name: string;
  item_image_url: string | null;
  /** the item's recorded condition now (null: the item is gone); the hand-over form starts from it */
  item_condition: 'excellent' | 'good' | 'fair' | 'poor' | null;
  /**
   * the lending department
   * @isInt
   */
  from_department_id: number;
  from_department_name: string;
  /**
   * the borrowing department
   * @isInt
   */
  to_department_id: number;
  to_department_name: string;
  from_department: LendingPartyOut;
  to_department: LendingPartyOut;
  /** outgoing: the reader's department lends; incoming: it borrows */
  direction: 'incoming' | 'outgoing';
  /** borrower: a request to borrow; lender: an offer (it waits `offered` until the borrower accepts) */
  initiated_by: LendingSide;
  /** as it shows: an approved or active loan past its due date is overdue; an offer waiting for the borrower's answer is offered */
  status: LendingStatus;
  /** YYYY-MM-DD: the first day the borrower has the item */
  lent_date: string;
  /** YYYY-MM-DD */
  due_date: string;
  /** YYYY-MM-DD: the day the borrower actually took the item, once picked up */
  picked_up_date: string | null;
  /** YYYY-MM-DD: the day it actually came back, once returned */
  return_date: string | null;
  /** YYYY-MM-DD: the first day of the lender's other dates for this request, until the borrower answers */
  proposed_lent_date: string | null;
  /** YYYY-MM-DD: the last day of the lender's other dates */
  proposed_due_date: string | null;
  /** YYYY-MM-DD: the due date the borrower asked to move to, waiting for the lender */
  requested_due_date: string | null;
  contact_person: string | null;
  contact_email: string | null;
  notes: string | null;
  /**
   * the borrowing department's production the loan is for (null: none)
   * @isInt
   */
  production_id: number | null;
  /** that production's title (null: none) */
  production_title: string | null;
  /** who cancelled it: for a request, lender (declined) or borrower (withdrawn); for an offer, borrower (declined) or lender (withdrawn) */
  cancelled_by: 'lender' | 'borrower' | null;
  /**
   * messages of its conversation the reader has not read
   * @isInt
   */
  unread_count: number;
  /** what the reader may do now (the buttons to show) */
  allowed_actions: LendingAction[];
  /** the item's condition when it was handed over (null: not recorded) */
  handover_condition: ConditionReportOut | null;
  /** the item's condition when it came back (null: not recorded) */
  return_condition: ConditionReportOut | null;
  /** opened when it came back worse than it went out */
  damage_report: DamageReportOut | null;
  created_at: Date;
  updated_at: Date;
}

type WithParties = LendingRecord & {
  lender?: Department | null;
  borrower?: Department | null;
  prop?: Prop | null;
  setPiece?: SetPiece | null;
  costumePiece?: CostumePiece | null;
  production?: Production | null;
};

/** A side of a loan (its department always exists: loans go with their departments). */
function party(department: Department | null | undefined, id: number): LendingPartyOut {
  return {
    id,
    name: department?.name ?? '',
    contact_person: department?.contact_person ?? null,
    contact_email: department?.contact_email ?? null,
  };
}

export function presentLending({
  record,
  status,
  side,
  unread,
  actions,
  conditions,
}: LendingView): LendingOut {
  const row = record as WithParties;
  const item = row.prop ?? row.setPiece ?? row.costumePiece ?? null;
  return {
    id: row.id,
    item_type: row.item_type,
    prop_id: row.prop_id ?? null,
    set_piece_id: row.set_piece_id ?? null,
    costume_piece_id: row.costume_piece_id ?? null,
    item_name: item?.name ?? row.item_name,
    item_image_url: item?.image_url ?? null,
    item_condition: item?.condition ?? null,
    from_department_id: row.from_department_id,
    from_department_name: row.lender?.name ?? '',
    to_department_id: row.to_department_id,
    to_department_name: row.borrower?.name ?? '',
    from_department: party(row.lender, row.from_department_id),
    to_department: party(row.borrower, row.to_department_id),
    direction: side === 'lender' ? 'outgoing' : 'incoming',
    initiated_by: row.initiated_by,
    status,
    lent_date: row.lent_date,
    due_date: row.due_date,
    picked_up_date: row.picked_up_date ?? null,
    return_date: row.return_date ?? null,
    proposed_lent_date: row.proposed_lent_date ?? null,
    proposed_due_date: row.proposed_due_date ?? null,
    requested_due_date: row.requested_due_date ?? null,
    contact_person: row.contact_person ?? null,
    contact_email: row.contact_email ?? null,
    notes: row.notes ?? null,
    production_id: row.production?.id ?? null,
    production_title: row.production?.title ?? null,
    cancelled_by: row.cancelled_by ?? null,
    unread_count: unread,
    allowed_actions: actions,
    handover_condition: presentConditionReport(conditions?.handover ?? null),
    return_condition: presentConditionReport(conditions?.return ?? null),
    damage_report: conditions?.damage ? presentDamageReport(conditions.damage) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The lending screen's counters: loans of the current department by status, as they show. */
export interface LendingCountsOut {
  /**
   * offers waiting for the borrower's answer
   * @isInt
   */
  offered: number;
  /** @isInt */
  requested: number;
  /** @isInt */
  approved: number;
  /** @isInt */
  active: number;
  /** @isInt */
  returned: number;
  /** @isInt */
  overdue: number;
  /** @isInt */
  cancelled: number;
}

/** One message of a loan's conversation. */
export interface LendingMessageOut {
  /** @isInt */
  id: number;
  /** @isInt */
  lending_id: number;
  /** @isInt */
  sender_id: number | null;
  sender_name: string;
  /** @isInt */
  sender_department_id: number;
  content: string;
  timestamp: Date;
  /** whether the reader wrote it (false in live pushes: compare sender_id) */
  is_from_current_user: boolean;
}

export function presentLendingMessage(row: LendingMessage, readerId?: number): LendingMessageOut {
  return {
    id: row.id,
    lending_id: row.lending_id,
    sender_id: row.sender_id ?? null,
    sender_name: row.sender_name,
    sender_department_id: row.sender_department_id,
    content: row.content,
    timestamp: row.created_at,
    is_from_current_user: readerId !== undefined && row.sender_id === readerId,
  };
}
