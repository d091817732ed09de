import { useRef, type KeyboardEvent } from 'react';
import { SEARCH_TYPE_LABELS, SEARCH_TYPES, type SearchType } from '../../lib/labels';

export const tabId = (type: SearchType) => `borrowing-tab-${type}`;
export const PANEL_ID = 'borrowing-panel';

/** The item-type tabs: arrow keys, Home and End move between them, as a tab list does. */
export function TypeTabs({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  const refs = useRef<Partial<Record<SearchType, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = SEARCH_TYPES.indexOf(value);
    const last = SEARCH_TYPES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SEARCH_TYPES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % SEARCH_TYPES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(SEARCH_TYPES[next]);
    refs.current[SEARCH_TYPES[next]]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Item type"
      onKeyDown={onKeyDown}
      className="mb-4 flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      {SEARCH_TYPES.map((type) => {
        const selected = type === value;
        return (
          <button
            key={type}
            ref={(element) => {
              refs.current[type] = element;
            }}
            id={tabId(type)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              selected
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800'
            }`}
          >
            {SEARCH_TYPE_LABELS[type]}
          </button>
        );
      })}
    </div>
  );
}
