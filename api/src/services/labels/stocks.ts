/**
 * The label stocks, each described once (docs/labels-and-scanning.md, "Stocks"): the page, where
 * the first label sits, the label's size and the gaps between labels, all in millimetres. One
 * renderer (render.ts) lays any of them out. A roll is one label per page.
 */

export interface LabelStock {
  id: string;
  /** for people: what to buy or load */
  name: string;
  page: { width: number; height: number };
  /** the top-left label's top-left corner */
  margin: { top: number; left: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** between labels: across (column gap) and down (row gap) */
  gap: { across: number; down: number };
  /** kept free inside each label's edges: more where the printer cannot reach (edge-to-edge sheets, rolls) */
  padding: number;
}

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const INCH = 25.4;

export const LABEL_STOCKS: readonly LabelStock[] = [
  {
    id: 'a4-3x7',
    name: 'A4, 21 labels 63.5 × 38.1 mm (Avery L7160)',
    page: A4,
    margin: { top: 15.15, left: 7.2 },
    label: { width: 63.5, height: 38.1 },
    columns: 3,
    rows: 7,
    gap: { across: 2.55, down: 0 },
    padding: 1.5,
  },
  {
    id: 'a4-3x10',
    name: 'A4, 30 labels 70 × 29.7 mm, edge to edge (Avery Zweckform 3489)',
    page: A4,
    margin: { top: 0, left: 0 },
    label: { width: 70, height: 29.7 },
    columns: 3,
    rows: 10,
    gap: { across: 0, down: 0 },
    padding: 3,
  },
  {
    id: 'letter-3x10',
    name: 'US Letter, 30 labels 2⅝ × 1 in (Avery 5160)',
    page: LETTER,
    margin: { top: 0.5 * INCH, left: 0.1875 * INCH },
    label: { width: 2.625 * INCH, height: 1 * INCH },
    columns: 3,
    rows: 10,
    gap: { across: 0.125 * INCH, down: 0 },
    padding: 1.5,
  },
  {
    id: 'roll-62mm',
    name: 'Roll 62 mm, one label 62 × 29 mm per cut (Brother DK-22205)',
    page: { width: 62, height: 29 },
    margin: { top: 0, left: 0 },
    label: { width: 62, height: 29 },
    columns: 1,
    rows: 1,
    gap: { across: 0, down: 0 },
    padding: 2,
  },
];

export const STOCK_IDS = LABEL_STOCKS.map((s) => s.id);

/**
 * A label stock's id: `a4-3x7`, `a4-3x10`, `letter-3x10` or `roll-62mm` (`GET /labels/stocks`).
 */
export type LabelStockId = 'a4-3x7' | 'a4-3x10' | 'letter-3x10' | 'roll-62mm';

export const stockOf = (id: LabelStockId): LabelStock => LABEL_STOCKS.find((s) => s.id === id)!;

export const labelsPerPage = (stock: LabelStock) => stock.columns * stock.rows;

/** The top-left corner (mm) of the label at `index` on its page, row by row. */
export function labelPosition(stock: LabelStock, index: number): { x: number; y: number } {
  const column = index % stock.columns;
  const row = Math.floor(index / stock.columns);
  return {
    x: stock.margin.left + column * (stock.label.width + stock.gap.across),
    y: stock.margin.top + row * (stock.label.height + stock.gap.down),
  };
}
