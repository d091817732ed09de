import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  Button,
  enumOptions,
  FilterSearch,
  FilterSelect,
  type FilterBinding,
  type SelectOption,
  TextField,
  useDebouncedCommit,
} from '@scenedock/ui';
import { splitTags } from '../lib/items';
import { AVAILABLE_DATES } from '../lib/labels';
import { FILTER_TAGS } from '../lib/suggestions';
import type { ListParams } from '@scenedock/ui';
import { SuggestingTextField } from './SuggestingTextField';

/** An input's value and onChange for a filter that is applied after a pause in typing. */
function useDebouncedInput({ value, onCommit }: FilterBinding) {
  const [text, setText] = useDebouncedCommit(value, onCommit);
  return { value: text, onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value) };
}

/** A labelled text filter (location, colour, material). */
export function DebouncedTextField({
  label,
  suggestions,
  ...field
}: FilterBinding & { label: string; suggestions?: readonly string[] }) {
  const input = useDebouncedInput(field);
  return <SuggestingTextField label={label} suggestions={suggestions} {...input} />;
}

export function CategoryFilter({
  kind,
  ...field
}: FilterBinding & { kind: 'propCategory' | 'costumeCategory' }) {
  return <FilterSelect label="Category" anyLabel="All categories" options={enumOptions(kind)} {...field} />;
}

const CONDITION_FILTER_OPTIONS = enumOptions('condition');

export function ConditionFilter(field: FilterBinding) {
  return (
    <FilterSelect label="Condition" anyLabel="All conditions" options={CONDITION_FILTER_OPTIONS} {...field} />
  );
}

const AVAILABILITY_OPTIONS: SelectOption[] = [
  { value: 'in_production', label: 'In production' },
  { value: 'available', label: 'Available' },
];

export function AvailabilityFilter(field: FilterBinding) {
  return <FilterSelect label="Availability" anyLabel="All items" options={AVAILABILITY_OPTIONS} {...field} />;
}

/**
 * The suggested tags as toggle chips, plus any tag typed in (departments tag in their own words);
 * an item matches when it has any of the chosen tags.
 */
function TagToggles({ selected, onChange }: { selected: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const tags = [
    ...FILTER_TAGS,
    ...selected.filter((tag) => !(FILTER_TAGS as readonly string[]).includes(tag)),
  ];
  function toggle(tag: string) {
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);
  }
  function addTyped() {
    const tag = typed.trim();
    if (tag && !selected.includes(tag)) onChange([...selected, tag]);
    setTyped('');
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Tags</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {tags.map((tag) => {
          const on = selected.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(tag)}
              className={`rounded-full px-3 py-1 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                on
                  ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
                  : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50'
              }`}
            >
              {tag}
            </button>
          );
        })}
        <input
          type="text"
          aria-label="Filter by another tag"
          placeholder="Another tag…"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTyped();
            }
          }}
          onBlur={addTyped}
          className="w-32 rounded-full border-0 bg-white px-3 py-1 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 placeholder:text-gray-500 focus:ring-2 focus:ring-indigo-600"
        />
      </div>
    </fieldset>
  );
}

const ADDED_DATES = {
  from: 'Added from',
  to: 'Added to',
  order: 'Start date must be before or equal to end date',
};

interface DateRange {
  from: string;
  to: string;
  onCommit: (range: { from: string; to: string }) => void;
}

/**
 * Two dates, from and to. A change that would put the start after the end is refused with a
 * message; a kept change applies after a 750 ms pause.
 */
function DateRangeFilter({
  labels,
  from,
  to,
  onCommit,
}: DateRange & { labels: { from: string; to: string; order: string } }) {
  // The message sits under the date whose change was refused.
  const [refused, setRefused] = useState<'from' | 'to' | null>(null);
  const [range, setRange] = useDebouncedCommit(
    `${from}|${to}`,
    (value) => {
      const [nextFrom = '', nextTo = ''] = value.split('|');
      onCommit({ from: nextFrom, to: nextTo });
    },
    750,
  );
  const [shownFrom = '', shownTo = ''] = range.split('|');

  function change(nextFrom: string, nextTo: string, changed: 'from' | 'to') {
    if (nextFrom && nextTo && nextFrom > nextTo) {
      setRefused(changed);
      return;
    }
    setRefused(null);
    setRange(`${nextFrom}|${nextTo}`);
  }

  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={shownFrom}
        max={shownTo || undefined}
        onChange={(event) => change(event.target.value, shownTo, 'from')}
        error={refused === 'from' ? labels.order : undefined}
      />
      <TextField
        label={labels.to}
        type="date"
        value={shownTo}
        min={shownFrom || undefined}
        onChange={(event) => change(shownFrom, event.target.value, 'to')}
        error={refused === 'to' ? labels.order : undefined}
      />
    </>
  );
}

/** 'Added from' / 'Added to': the items' creation dates. */
function AddedDatesFilter(range: DateRange) {
  return <DateRangeFilter labels={ADDED_DATES} {...range} />;
}

/**
 * 'Available from' / 'Available to': only items nothing holds on any of those days (one day when
 * the last is left empty).
 */
export function AvailableDatesFilter(range: DateRange) {
  return <DateRangeFilter labels={AVAILABLE_DATES} {...range} />;
}

/**
 * The props and costumes filter panel: the search box always in view; the kind's own filters, the
 * date range and the tags beside it on wide screens and behind a 'Filters' toggle on phones, where
 * they would push the results off the screen.
 */
export function FilterPanel({
  list,
  searchLabel,
  searchPlaceholder,
  children,
}: {
  list: ListParams<'q' | 'from' | 'to' | 'available_from' | 'available_to' | 'tags'>;
  searchLabel: string;
  searchPlaceholder: string;
  /** the kind's own filters, before the date ranges */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  return (
    // A gap, not space-y: the collapsed (display: none) part must not leave a margin behind.
    <section
      aria-label="Filters"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
    >
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <FilterSearch
            label={searchLabel}
            placeholder={searchPlaceholder}
            className="w-full"
            {...list.field('q')}
          />
        </div>
        <div className="sm:hidden">
          <Button
            variant="secondary"
            icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen(!open)}
          >
            Filters
          </Button>
        </div>
      </div>
      <div id={moreId} className={`space-y-4 ${open ? '' : 'max-sm:hidden'}`}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children}
          <AvailableDatesFilter
            from={list.values.available_from}
            to={list.values.available_to}
            onCommit={({ from, to }) => list.update({ available_from: from, available_to: to })}
          />
          <AddedDatesFilter
            from={list.values.from}
            to={list.values.to}
            onCommit={({ from, to }) => list.update({ from, to })}
          />
        </div>
        <TagToggles
          selected={splitTags(list.values.tags)}
          onChange={(tags) => list.update({ tags: tags.join(',') })}
        />
      </div>
      {/* Shown while any filter is set. */}
      {list.active && (
        <div>
          <Button variant="ghost" size="sm" onClick={list.clear}>
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
