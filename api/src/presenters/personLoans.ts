import type { Actor } from '../domain/actor';
import type { Condition, DamageStatus, LendingItemType, PersonLoanStatus } from '../models';
import { damagePath } from '../services/condition/read';
import { personLoanActions, type PersonLoanAction } from '../policies/personLoans';
import { isOverdue, type PersonLoanView } from '../services/personLoans';
import { presentConditionReport, type ConditionReportOut } from './condition';

/** A loan of one of the department's items to a person (docs/lending.md, "Lending to people"). */
export interface PersonLoanOut {
  /** @isInt */
  id: number;
  /** @isInt */
  department_id: number;
  item_type: LendingItemType;
  /** @isInt */
  item_id: number;
  item_name: string;
  /**
   * the member it is lent to, or null for a named person without an account
   * @isInt
   */
  borrower_user_id: number | null;
  borrower_name: string;
  borrower_contact: string | null;
  /** YYYY-MM-DD */
  starts_on: string;
  /** YYYY-MM-DD, the day it is due back */
  due_on: string;
  /** booked (holds its days), out (handed over), returned, cancelled */
  status: PersonLoanStatus;
  /** booked or out, and past its due day: read on every answer, never stored */
  overdue: boolean;
  handed_over_at: Date | null;
  /** YYYY-MM-DD, the day it came back */
  returned_on: string | null;
  notes: string | null;
  /**
   * the production it is lent for (a show's item lent to one of its cast), or null
   * @isInt
   */
  production_id: number | null;
  /** that production's title ("for Our Town"), or null */
  production_title: string | null;
  created_at: Date;
  /** the item's recorded condition now (null: the item is gone); the hand-over form starts from it */
  item_condition: 'excellent' | 'good' | 'fair' | 'poor' | null;
  /** the item's condition recorded at the hand-over, or null */
  handover_condition: ConditionReportOut | null;
  /** the item's condition recorded at the return, or null */
  return_condition: ConditionReportOut | null;
  /** opened when it came back worse than it went out: where to read and answer it */
  damage_report: DamageReportRefOut | null;
  /** what the caller may do with it now */
  allowed_actions: PersonLoanAction[];
}

/** A loan's damage report as a list names it; the whole report is `GET /damage-reports/{id}`. */
export interface DamageReportRefOut {
  /** @isInt */
  id: number;
  status: DamageStatus;
  condition_before: Condition;
  condition_after: Condition;
  /** where it opens in the app */
  url: string;
}

export function presentPersonLoan(actor: Actor, view: PersonLoanView): PersonLoanOut {
  const { loan, conditions, productionTitle } = view;
  return {
    id: loan.id,
    department_id: loan.department_id,
    item_type: loan.item_type,
    item_id: loan.item_id,
    item_name: loan.item_name,
    borrower_user_id: loan.borrower_user_id,
    borrower_name: loan.borrower_name,
    borrower_contact: loan.borrower_contact,
    starts_on: loan.starts_on,
    due_on: loan.due_on,
    status: loan.status,
    overdue: isOverdue(loan, view.today),
    handed_over_at: loan.handed_over_at,
    returned_on: loan.returned_on,
    notes: loan.notes,
    production_id: loan.production_id,
    production_title: productionTitle,
    created_at: loan.created_at,
    item_condition: view.itemCondition ?? null,
    handover_condition: presentConditionReport(conditions?.handover ?? null),
    return_condition: presentConditionReport(conditions?.return ?? null),
    damage_report: conditions?.damage
      ? {
          id: conditions.damage.id,
          status: conditions.damage.status,
          condition_before: conditions.damage.condition_before,
          condition_after: conditions.damage.condition_after,
          url: damagePath(conditions.damage.id),
        }
      : null,
    allowed_actions: personLoanActions(actor, loan),
  };
}
