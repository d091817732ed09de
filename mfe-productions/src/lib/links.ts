import { itemPath, loanPath, productionPath, type ItemType } from '@scenedock/ui';

/** The pull sheet of a production: its printable page. */
export function pullSheetPath(productionId: number): string {
  return `${productionPath(productionId)}/pull-sheet`;
}

/** Where a calendar event leads: its production, its loan, or the item's page (a block, a loan to a person). */
export function calendarEventHref(event: {
  kind: 'production' | 'loan_out' | 'loan_in' | 'block' | 'person';
  production_id: number | null;
  lending_id: number | null;
  item_type: ItemType | null;
  item_id: number | null;
}): string | undefined {
  switch (event.kind) {
    case 'production':
      return event.production_id !== null ? productionPath(event.production_id) : undefined;
    case 'loan_out':
    case 'loan_in':
      return event.lending_id !== null ? loanPath(event.lending_id) : undefined;
    case 'block':
    case 'person':
      return event.item_type && event.item_id !== null ? itemPath(event.item_type, event.item_id) : undefined;
  }
}
