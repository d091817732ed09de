import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button, SearchInput, SelectField, TextField, type SelectOption } from '@scenedock/ui';
import { FILTER_TAGS } from '../domain/constants';
import { useDebouncedCommit } from '../hooks/useDebouncedCommit';

/** A search box whose value reaches the server after a pause in typing. */
export function DebouncedSearch({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useDebouncedCommit(value, onCommit);
  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="w-full"
    />
  );
}

/** A labelled text filter (location, colour, material) applied after a pause in typing. */
export function DebouncedTextField({
  label,
  value,
  onCommit,
  suggestions,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  suggestions?: readonly string[];
  placeholder?: string;
}) {
  const listId = useId();
  const [text, setText] = useDebouncedCommit(value, onCommit);
  return (
    <>
      <TextField
        label={label}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        list={suggestions ? listId : undefined}
        autoComplete="off"
      />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** A select whose first option means "any". */
export function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: SelectOption[];
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: anyLabel }, ...options]}
    />
  );
}

export const AVAILABILITY_OPTIONS: SelectOption[] = [
  { value: 'in_production', label: 'In production' },
  { value: 'available', label: 'Available' },
];

/** The server's in_production / available flags from the Availability select. */
export function availabilityQuery(value: string): { in_production?: boolean; available?: boolean } {
  if (value === 'in_production') return { in_production: true };
  if (value === 'available') return { available: true };
  return {};
}

/** The spec's tag list as toggle chips; an item matches when it has any of the chosen tags. */
export function TagToggles({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (tags: string[]) => void;
}) {
  function toggle(tag: string) {
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Tags</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {FILTER_TAGS.map((tag) => {
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
      </div>
    </fieldset>
  );
}

const DATE_ORDER_MESSAGE = 'Start date must be before or equal to end date';

/**
 * 'Added from' / 'Added to' (the items' creation dates). A change that would put the start after
 * the end is refused with the spec's message; a kept change applies after a 750 ms pause.
 */
export function DateRangeFilter({
  from,
  to,
  onCommit,
}: {
  from: string;
  to: string;
  onCommit: (range: { from: string; to: string }) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [range, setRange] = useDebouncedCommit(
    `${from}|${to}`,
    (value) => {
      const [nextFrom = '', nextTo = ''] = value.split('|');
      onCommit({ from: nextFrom, to: nextTo });
    },
    750,
  );
  const [shownFrom = '', shownTo = ''] = range.split('|');

  function change(nextFrom: string, nextTo: string) {
    if (nextFrom && nextTo && nextFrom > nextTo) {
      setError(DATE_ORDER_MESSAGE);
      return;
    }
    setError(null);
    setRange(`${nextFrom}|${nextTo}`);
  }

  return (
    <>
      <TextField
        label="Added from"
        type="date"
        value={shownFrom}
        max={shownTo || undefined}
        onChange={(event) => change(event.target.value, shownTo)}
        error={error ?? undefined}
      />
      <TextField
        label="Added to"
        type="date"
        value={shownTo}
        min={shownFrom || undefined}
        onChange={(event) => change(shownFrom, event.target.value)}
      />
    </>
  );
}

/**
 * The filter panel: the search box always in view; the other filters beside it on wide screens and
 * behind a 'Filters' toggle on phones, where they would push the results off the screen.
 */
export function FilterPanel({
  search,
  onClear,
  children,
}: {
  search: ReactNode;
  /** shown as 'Clear filters' while any filter is set */
  onClear?: () => void;
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
        <div className="min-w-0 flex-1">{search}</div>
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
        {children}
      </div>
      {onClear && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
