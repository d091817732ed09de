import type { CalendarTone } from './types';

/** Each kind's words and colours (text on tint at AA contrast; the swatch and bar edge carry the hue). */
export const TONES: Record<CalendarTone, { label: string; chip: string; swatch: string }> = {
  production: {
    label: 'Production',
    chip: 'border-blue-600 bg-blue-50 text-blue-900',
    swatch: 'bg-blue-600',
  },
  loan_out: {
    label: 'Lent out',
    chip: 'border-amber-500 bg-amber-50 text-amber-900',
    swatch: 'bg-amber-500',
  },
  loan_in: {
    label: 'Borrowed',
    chip: 'border-violet-600 bg-violet-50 text-violet-900',
    swatch: 'bg-violet-600',
  },
  block: { label: 'Blocked', chip: 'border-slate-600 bg-slate-100 text-slate-900', swatch: 'bg-slate-600' },
  // loans of the department's items to people (docs/lending.md, "Lending to people")
  person: {
    label: 'Lent to people',
    chip: 'border-teal-600 bg-teal-50 text-teal-900',
    swatch: 'bg-teal-600',
  },
};

export const TONE_ORDER: CalendarTone[] = ['production', 'loan_out', 'loan_in', 'person', 'block'];
