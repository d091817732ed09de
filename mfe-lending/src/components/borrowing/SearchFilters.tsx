import { useId, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  Alert,
  Button,
  categoryLabel,
  CheckboxField,
  enumOptions,
  SearchInput,
  SelectField,
  TextField,
} from '@scenedock/ui';
import { CATEGORIES, DISTANCE, type SearchDraft } from '../../lib/searchFilters';

const CONDITION_OPTIONS = [{ value: '', label: 'Any condition' }, ...enumOptions('condition')];

/** The filter panel: a term, the type's categories, condition, tags, dates, distance and availability. */
export function SearchFilters({
  draft,
  problem,
  searching,
  onChange,
  onSearch,
  onClear,
}: {
  draft: SearchDraft;
  problem: string | null;
  searching: boolean;
  onChange: (changes: Partial<SearchDraft>) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const distanceId = useId();
  const categories = CATEGORIES[draft.item_type];
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...categories.map((category) => ({ value: category, label: categoryLabel(category) })),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form
      role="search"
      aria-label="Find items to borrow"
      onSubmit={submit}
      className="mb-6 space-y-4 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200"
    >
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search items"
          placeholder="Search by name, description or tags..."
          className="flex-1"
          value={draft.query}
          onChange={(event) => onChange({ query: event.target.value })}
        />
        <Button type="submit" loading={searching} icon={<Search className="size-4" aria-hidden="true" />}>
          Search
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Category"
          options={categoryOptions}
          value={draft.category}
          disabled={categories.length === 0}
          hint={categories.length === 0 ? 'Choose an item type for its categories' : undefined}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <SelectField
          label="Condition"
          options={CONDITION_OPTIONS}
          value={draft.condition}
          onChange={(event) => onChange({ condition: event.target.value })}
        />
        <TextField
          label="Tags"
          placeholder="vintage, ornate"
          hint="Separate tags with commas"
          value={draft.tags}
          onChange={(event) => onChange({ tags: event.target.value })}
        />
        <div>
          <label htmlFor={distanceId} className="block text-sm font-medium text-gray-800">
            Maximum distance
          </label>
          <div className="mt-2 flex items-center gap-3">
            <input
              id={distanceId}
              type="range"
              min={DISTANCE.min}
              max={DISTANCE.max}
              step={DISTANCE.step}
              value={draft.max_distance}
              aria-valuetext={`${draft.max_distance} miles`}
              onChange={(event) => onChange({ max_distance: Math.round(Number(event.target.value)) })}
              className="w-full accent-indigo-600"
            />
            <output htmlFor={distanceId} className="w-16 shrink-0 text-right text-sm text-gray-800">
              {draft.max_distance} mi
            </output>
          </div>
        </div>
        <TextField
          label="Needed from"
          type="date"
          value={draft.start}
          onChange={(event) => onChange({ start: event.target.value })}
        />
        <TextField
          label="Needed until"
          type="date"
          min={draft.start || undefined}
          value={draft.end}
          onChange={(event) => onChange({ end: event.target.value })}
        />
        <div className="flex items-end pb-2">
          <CheckboxField
            label="Available items only"
            checked={draft.available_only}
            onChange={(event) => onChange({ available_only: event.target.checked })}
          />
        </div>
        <div className="flex items-end justify-end">
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
