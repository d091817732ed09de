import { itemPath, productionPath } from '@scenedock/ui';
import type { Loan } from '../api/loans';

/** The item's page when the item is the reader's department's own (it lends it); else null. */
export function ownItemPath(loan: Loan): string | null {
  if (loan.direction !== 'outgoing') return null;
  const id = { prop: loan.prop_id, set_piece: loan.set_piece_id, costume_piece: loan.costume_piece_id }[
    loan.item_type
  ];
  return id ? itemPath(loan.item_type, id) : null;
}

/** The borrower's production the loan is for, as a page of the reader's own (borrower side only). */
export function ownProductionPath(loan: Loan): string | null {
  return loan.direction === 'incoming' && loan.production_id ? productionPath(loan.production_id) : null;
}
