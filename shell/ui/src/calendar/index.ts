/**
 * The calendar (month grid and agenda). An entry of its own, not shared like the kit's main one: it
 * is bundled with the pages that show it, so the shell's first load does not carry it. It keeps no
 * module state; links go through the shared router.
 */
export { Calendar, preferredCalendarView } from './Calendar';
export { currentMonth, monthRange } from './dates';
export { periodText } from './EntryLine';
export { TONES as CALENDAR_TONES } from './tones';
export type { CalendarEntry, CalendarProps, CalendarTone, CalendarView } from './types';
