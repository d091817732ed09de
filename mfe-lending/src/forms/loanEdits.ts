import type { Loan, LoanUpdateBody } from '../api/loans';

export const NEW_DUE_DATE_REQUIRED = 'Please choose the new due date';
export const NEW_DUE_DATE_LATER = 'The new due date must be after the current one';
export const EDIT_DATES_REQUIRED = 'Please specify the start and due dates';
export const EDIT_DUE_AFTER_START = 'End date must be after start date';
export const EDIT_START_NOT_PAST = 'Start date cannot be in the past';

/** Ask for more time: a day after the loan's current due date. */
export function extensionProblem(loan: Pick<Loan, 'due_date'>, dueDate: string): string | null {
  if (!dueDate) return NEW_DUE_DATE_REQUIRED;
  if (dueDate <= loan.due_date) return NEW_DUE_DATE_LATER;
  return null;
}

export interface LoanEditValues {
  lent_date: string;
  due_date: string;
  notes: string;
  /** the borrower's production it is for, '' for none (only the borrower's edit shows it) */
  production_id: string;
}

export function loanEditValues(loan: Loan): LoanEditValues {
  return {
    lent_date: loan.lent_date,
    due_date: loan.due_date,
    notes: loan.notes ?? '',
    production_id: loan.production_id ? String(loan.production_id) : '',
  };
}

/** A requested loan's dates, by the rules every loan is filed under. */
export function loanEditProblem(values: LoanEditValues, today: string): string | null {
  if (!values.lent_date || !values.due_date) return EDIT_DATES_REQUIRED;
  if (values.lent_date < today) return EDIT_START_NOT_PAST;
  if (values.due_date <= values.lent_date) return EDIT_DUE_AFTER_START;
  return null;
}

/** Only what changed is sent; notes emptied in the form are cleared. */
export function toLoanEditBody(values: LoanEditValues, loan: Loan): LoanUpdateBody {
  const body: LoanUpdateBody = {};
  if (values.lent_date !== loan.lent_date) body.lent_date = values.lent_date;
  if (values.due_date !== loan.due_date) body.due_date = values.due_date;
  const notes = values.notes.trim() || null;
  if (notes !== (loan.notes ?? null)) body.notes = notes;
  const production = values.production_id ? Number(values.production_id) : null;
  if (production !== (loan.production_id ?? null)) body.production_id = production;
  return body;
}
