/**
 * A loan tied to one of the borrower's productions (docs/lending.md, "For a production"): a loan
 * whose days miss the production's days entirely is most likely tied to the wrong show, so tying it
 * asks the borrower to confirm (409 `outside_production`) and the pull list marks it.
 */
import { Conflict } from '../../errors';
import { displayDay } from '../../lib/days';
import type { LendingRecord, Production } from '../../models';

type LoanDays = Pick<LendingRecord, 'lent_date' | 'due_date'>;
type ProductionDays = Pick<Production, 'start_date' | 'end_date'>;

/**
 * Whether a loan's days (`lent_date`–`due_date`) have no day in common with the production's
 * (`start_date`–`end_date`; a missing end runs on, a missing start runs back). A production without
 * dates has every day: nothing is outside it.
 */
export function outsideProduction(loan: LoanDays, production: ProductionDays): boolean {
  if (production.start_date !== null && loan.due_date < production.start_date) return true;
  if (production.end_date !== null && loan.lent_date > production.end_date) return true;
  return false;
}

/** "Dec 10, 2026 to Dec 20, 2026", "from Dec 10, 2026", "until Dec 20, 2026". */
export function productionSpan(production: ProductionDays): string {
  const { start_date: from, end_date: to } = production;
  if (from !== null && to !== null) return `${displayDay(from)} to ${displayDay(to)}`;
  if (from !== null) return `from ${displayDay(from)}`;
  return to === null ? 'no dates yet' : `until ${displayDay(to)}`;
}

/**
 * Refuses (409 `outside_production`) to tie a loan to a production whose days it misses entirely,
 * unless the borrower confirmed it (`confirm_outside_production: true`). The message is the
 * question the screen asks.
 */
export function assertWithinProduction(
  loan: LoanDays & Pick<LendingRecord, 'item_name'>,
  production: ProductionDays & Pick<Production, 'title'>,
  confirmed: boolean | undefined,
): void {
  if (confirmed === true || !outsideProduction(loan, production)) return;
  const days =
    loan.lent_date === loan.due_date
      ? displayDay(loan.lent_date)
      : `${displayDay(loan.lent_date)} to ${displayDay(loan.due_date)}`;
  throw new Conflict(
    `"${loan.item_name}" (${days}) is outside ${production.title}'s days (${productionSpan(production)}); tie it anyway?`,
    'outside_production',
  );
}
