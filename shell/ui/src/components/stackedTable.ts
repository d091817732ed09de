/**
 * A table that is a table from the `md` breakpoint up and a stack of cards below it, where a row of
 * seven columns would scroll sideways and hide its actions off the screen. One markup for both (no
 * second copy for phones): each part takes its class, and each cell that needs its column's name
 * on a card says it in `data-label`, shown before the value (the header row is only read out there).
 *
 * ```tsx
 * <table className={`min-w-full … ${stackedTable.table}`}>
 *   <thead className={stackedTable.head}>…</thead>
 *   <tbody className={stackedTable.body}>
 *     <tr className={stackedTable.row}>
 *       <td className={`px-3 py-2 ${stackedTable.wide}`}>{name}</td>
 *       <td data-label="Status" className={`px-3 py-2 ${stackedTable.cell}`}>{status}</td>
 * ```
 */
export const stackedTable = {
  table: 'max-md:block',
  /** still there for screen readers: the cards' labels are drawn, not read */
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:block max-md:py-2',
  /** a value under its column's name (`data-label`), which stands to its left on a card */
  cell: 'max-md:relative max-md:block max-md:min-h-7 max-md:py-1 max-md:pl-34 max-md:text-left max-md:before:absolute max-md:before:left-3 max-md:before:w-28 max-md:before:truncate max-md:before:text-xs max-md:before:leading-5 max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-gray-600 max-md:before:content-[attr(data-label)]',
  /** a cell across the whole card: the name that heads it, its checkbox, its actions */
  wide: 'max-md:block max-md:py-1',
} as const;
