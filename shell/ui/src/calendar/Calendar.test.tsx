import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { Calendar, type CalendarEntry, type CalendarView } from '.';
import { localeWeekStart } from './dates';

const ENTRIES: CalendarEntry[] = [
  {
    key: 'production-1',
    tone: 'production',
    title: 'Our Town',
    startsOn: '2026-09-28',
    endsOn: '2026-10-03',
    href: '/productions/1',
  },
  {
    key: 'loan-2',
    tone: 'loan_out',
    title: 'Brass lantern → Westbrook High',
    startsOn: '2026-10-02',
    endsOn: '2026-10-02',
    detail: 'Approved',
  },
  {
    key: 'loan-3',
    tone: 'loan_in',
    title: 'Velvet cloak ← Lakeside Academy',
    startsOn: '2026-10-02',
    endsOn: '2026-10-02',
  },
  {
    key: 'booking-4',
    tone: 'block',
    title: 'Brass lantern: repair',
    startsOn: '2026-10-02',
    endsOn: '2026-10-02',
  },
  { key: 'booking-5', tone: 'block', title: 'Old trunk: repair', startsOn: '2026-10-30', endsOn: null },
];

function Harness({
  initialView = 'month',
  entries = ENTRIES,
}: {
  initialView?: CalendarView;
  entries?: CalendarEntry[];
}) {
  const [month, setMonth] = useState('2026-10');
  const [view, setView] = useState<CalendarView>(initialView);
  return (
    <Calendar
      entries={entries}
      month={month}
      onMonthChange={setMonth}
      view={view}
      onViewChange={setView}
      label="Riverside High's calendar"
    />
  );
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[role="gridcell"][data-day="${day}"]`)!;

describe('Calendar', () => {
  it('draws whole weeks, an entry on each day it covers (also from the month before) and "+N more"', () => {
    renderWithPlatform(<Harness />);
    const grid = screen.getByRole('grid', { name: /Riverside High's calendar, October 2026/ });
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(grid).getAllByRole('gridcell').length % 7).toBe(0);
    // The production began in September: it shows on 1–3 October too.
    for (const day of ['2026-09-28', '2026-10-01', '2026-10-03']) {
      expect(within(cell(day)).getByText('Our Town')).toBeInTheDocument();
    }
    expect(within(cell('2026-10-04')).queryByText('Our Town')).toBeNull();
    // Four on the 2nd: three chips, then "+1 more"; kinds in words for a screen reader.
    expect(within(cell('2026-10-02')).getByText('+1 more')).toBeInTheDocument();
    expect(within(cell('2026-10-02')).getAllByText('Production:', { exact: false }).length).toBeGreaterThan(
      0,
    );
    // Open-ended: to the end of the grid.
    expect(within(cell('2026-10-31')).getByText('Old trunk: repair')).toBeInTheDocument();
    // The legend names every kind.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Production', 'Lent out', 'Borrowed', 'Lent to people', 'Blocked']);
  });

  it('moves between days with the keyboard, one tab stop, and opens a day’s list', () => {
    renderWithPlatform(<Harness />);
    const start = cell('2026-10-01');
    expect(start).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(cell('2026-10-02')).toHaveFocus();
    fireEvent.keyDown(cell('2026-10-02'), { key: 'ArrowDown' });
    expect(cell('2026-10-09')).toHaveFocus();
    fireEvent.keyDown(cell('2026-10-09'), { key: 'ArrowUp' });
    fireEvent.keyDown(cell('2026-10-02'), { key: 'Home' });
    const weekFirst = localeWeekStart() === 0 ? '2026-09-27' : '2026-09-28';
    expect(cell(weekFirst)).toHaveFocus();
    fireEvent.keyDown(cell(weekFirst), { key: 'End' });
    const weekLast = localeWeekStart() === 0 ? '2026-10-03' : '2026-10-04';
    expect(cell(weekLast)).toHaveFocus();
    expect(cell(weekLast)).toHaveAttribute('tabindex', '0');
    expect(cell(weekFirst)).toHaveAttribute('tabindex', '-1');
    cell('2026-10-02').focus();
    fireEvent.keyDown(cell('2026-10-02'), { key: 'Enter' });
    const day = screen.getByTestId('calendar-day');
    expect(within(day).getAllByTestId('calendar-entry')).toHaveLength(4);
    expect(within(day).getByText('Lent out')).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'Our Town' })).toHaveAttribute('href', '/productions/1');
  });

  it("brings a tapped day's list into view, smoothly unless reduced motion is asked for", () => {
    const scroll = jest.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const originalMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    Element.prototype.scrollIntoView = scroll;
    let still = false;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && still,
      media: query,
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithPlatform(<Harness />);
      fireEvent.click(cell('2026-10-02'));
      const day = screen.getByTestId('calendar-day');
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(day);
      expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', behavior: 'smooth' });
      still = true;
      fireEvent.click(cell('2026-10-09'));
      expect(scroll).toHaveBeenCalledTimes(2);
      expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', behavior: 'auto' });
      // Enter on a day does the same; moving between days does not scroll.
      cell('2026-10-09').focus();
      fireEvent.keyDown(cell('2026-10-09'), { key: 'ArrowRight' });
      expect(scroll).toHaveBeenCalledTimes(2);
      fireEvent.keyDown(cell('2026-10-10'), { key: 'Enter' });
      expect(scroll).toHaveBeenCalledTimes(3);
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
      if (originalMedia) Object.defineProperty(window, 'matchMedia', originalMedia);
      else delete (window as Partial<Window>).matchMedia;
    }
  });

  it('changes month with PageDown/PageUp and the buttons, keeping the day', () => {
    renderWithPlatform(<Harness />);
    const start = cell('2026-10-01');
    start.focus();
    fireEvent.keyDown(start, { key: 'PageDown' });
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('November 2026');
    expect(cell('2026-11-01')).toHaveFocus();
    fireEvent.keyDown(cell('2026-11-01'), { key: 'PageUp' });
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('October 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('December 2026');
    // Moving past the grid's last day turns the month.
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const last = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')].at(-1)!;
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('December 2026');
  });

  it('lists the month by day in the agenda, an entry begun earlier under the 1st', () => {
    renderWithPlatform(<Harness initialView="agenda" />);
    const agenda = screen.getByTestId('calendar-agenda');
    const days = within(agenda)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-day'));
    expect(days.map((li) => li.getAttribute('data-day'))).toEqual(['2026-10-01', '2026-10-02', '2026-10-30']);
    expect(within(days[0]).getByText('Our Town')).toBeInTheDocument();
    expect(within(days[1]).getAllByTestId('calendar-entry')).toHaveLength(3);
    expect(within(days[1]).getByText(/Approved/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it('says so when the month is empty', () => {
    renderWithPlatform(<Harness initialView="agenda" entries={[]} />);
    expect(screen.getByText('Nothing this month.')).toBeInTheDocument();
  });
});
