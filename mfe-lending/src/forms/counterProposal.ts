import type { CounterProposalBody, Loan } from '../api/loans';

export const PROPOSAL_DATES_REQUIRED = 'Please choose the start and due dates to suggest';
export const PROPOSAL_START_NOT_PAST = 'Start date cannot be in the past';
export const PROPOSAL_DUE_AFTER_START = 'Due date must be after start date';
export const PROPOSAL_SAME_DATES =
  'These are the dates already asked for: choose other dates, or approve them';

/** 'Suggest other dates': the days the lender can lend the item on instead of those asked for. */
export interface CounterProposalValues {
  lent_date: string;
  due_date: string;
}

/** The form begins with the days the borrower asked for, to move from. */
export function counterProposalValues(loan: Pick<Loan, 'lent_date' | 'due_date'>): CounterProposalValues {
  return { lent_date: loan.lent_date, due_date: loan.due_date };
}

/** Both days, by the rules every loan is filed under, and not the days already asked for. */
export function counterProposalProblem(
  values: CounterProposalValues,
  loan: Pick<Loan, 'lent_date' | 'due_date'>,
  today: string,
): string | null {
  if (!values.lent_date || !values.due_date) return PROPOSAL_DATES_REQUIRED;
  if (values.lent_date < today) return PROPOSAL_START_NOT_PAST;
  if (values.due_date <= values.lent_date) return PROPOSAL_DUE_AFTER_START;
  if (values.lent_date === loan.lent_date && values.due_date === loan.due_date) return PROPOSAL_SAME_DATES;
  return null;
}

export function toCounterProposalBody(values: CounterProposalValues): CounterProposalBody {
  return { lent_date: values.lent_date, due_date: values.due_date };
}
