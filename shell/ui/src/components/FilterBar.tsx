import type { ListParams } from '../hooks/useListParams';
import { useDebouncedCommit } from '../hooks/useDebouncedCommit';
import { SelectField, type SelectOption } from './fields';
import { SearchInput } from './SearchInput';

/** A filter control's value and what commits a new one: `{...list.field(key)}`. */
export interface FilterBinding {
  value: string;
  onCommit: (value: string) => void;
}

/** A search box typed freely; what it holds is committed after a pause. */
export function FilterSearch({
  label,
  placeholder,
  className,
  value,
  onCommit,
}: FilterBinding & { label: string; placeholder: string; className?: string }) {
  const [text, setText] = useDebouncedCommit(value, onCommit);
  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      className={className}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/** A select that commits at once; `anyLabel` adds the first option, the one that filters nothing. */
export function FilterSelect({
  label,
  options,
  anyLabel,
  value,
  onCommit,
}: FilterBinding & { label: string; options: SelectOption[]; anyLabel?: string }) {
  return (
    <SelectField
      label={label}
      options={anyLabel === undefined ? options : [{ value: '', label: anyLabel }, ...options]}
      value={value}
      onChange={(event) => onCommit(event.target.value)}
    />
  );
}

export interface FilterBarProps<K extends string> {
  list: ListParams<K>;
  /** the search box first, when the list has one */
  search?: { key: K; label: string; placeholder: string };
  selects: readonly { key: K; label: string; options: SelectOption[] }[];
  /** the grid's columns, gap and margin, e.g. 'mb-4 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]' */
  className: string;
}

/**
 * A list's filters in one row on wide screens, one under the other on phones: the search box and
 * the selects, each bound to its key in the address.
 */
export function FilterBar<K extends string>({ list, search, selects, className }: FilterBarProps<K>) {
  const searched = search && list.field(search.key);
  return (
    <div className={`grid grid-cols-1 items-end ${className}`}>
      {search && searched && (
        <FilterSearch
          label={search.label}
          placeholder={search.placeholder}
          value={searched.value}
          // Committed trimmed: a trailing space does not ask the server again.
          onCommit={(value) => searched.onCommit(value.trim())}
        />
      )}
      {selects.map(({ key, label, options }) => (
        <FilterSelect key={key} label={label} options={options} {...list.field(key)} />
      ))}
    </div>
  );
}
