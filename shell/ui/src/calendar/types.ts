export type CalendarTone = 'production' | 'loan_out' | 'loan_in' | 'block' | 'person';

export interface CalendarEntry {
  /** unique among the entries */
  key: string;
  /** a colour AND a text label: the legend and each entry's kind in words, never colour alone */
  tone: CalendarTone;
  /** one line that names things */
  title: string;
  /** YYYY-MM-DD */
  startsOn: string;
  /** YYYY-MM-DD inclusive; null: open-ended (shown to the end of the visible range) */
  endsOn: string | null;
  /** a link inside the app */
  href?: string;
  /** a second line (status, other department) */
  detail?: string;
}

export type CalendarView = 'month' | 'agenda';

export interface CalendarProps {
  entries: CalendarEntry[];
  /** YYYY-MM shown */
  month: string;
  onMonthChange: (month: string) => void;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** the accessible name, e.g. "Riverside High's calendar" */
  label: string;
  loading?: boolean;
  emptyText?: string;
}
