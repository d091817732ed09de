import { SearchInput, SelectField } from '@scenedock/ui';
import { LOAD_ITEMS_ERROR } from '../api/errors';
import { ITEM_TYPE_LABELS, ITEM_TYPE_OPTIONS, type LendingItemType } from '../lib/labels';
import { busyReason, type useOwnItemChoice } from './useOwnItemChoice';

export interface OwnItemValue {
  item_type: LendingItemType;
  /** the chosen item's id, '' for none */
  item_id: string;
}

/**
 * The fields that pick one of the department's own items, for the dialogs that lend one (to
 * another department, to a person): its kind, a search, and the item, which stays chosen while
 * the search narrows the list (`useOwnItemChoice`). The items free on the form's days come first;
 * the busy ones follow, not choosable, each saying from when it is free.
 */
export function OwnItemFields({
  value,
  onChange,
  choice,
  hint,
}: {
  value: OwnItemValue;
  onChange: (next: OwnItemValue) => void;
  choice: ReturnType<typeof useOwnItemChoice>;
  /** under the item, e.g. why the list may be empty */
  hint?: string;
}) {
  const { itemSearch, setItemSearch, items, setChosen, itemOptions, chosenBusy } = choice;
  return (
    <>
      <SelectField
        label="Item type"
        options={ITEM_TYPE_OPTIONS}
        value={value.item_type}
        onChange={(event) => {
          // An item of the old kind is no item of the new one.
          onChange({ item_type: event.target.value as LendingItemType, item_id: '' });
          setChosen(null);
        }}
      />
      <div className="space-y-2">
        <SearchInput
          label={`Search your ${ITEM_TYPE_LABELS[value.item_type].toLowerCase()}s`}
          placeholder="Type to narrow the list"
          value={itemSearch}
          onChange={(event) => setItemSearch(event.target.value)}
        />
        <SelectField
          label="Item"
          required
          options={itemOptions}
          value={value.item_id}
          onChange={(event) => {
            const option = event.target.selectedOptions[0];
            onChange({ item_type: value.item_type, item_id: event.target.value });
            setChosen(event.target.value ? { id: event.target.value, name: option?.text ?? '' } : null);
          }}
          error={
            items.isError
              ? LOAD_ITEMS_ERROR
              : chosenBusy
                ? `Busy on these days: ${busyReason(chosenBusy)}`
                : undefined
          }
          hint={hint ?? 'Items busy on the chosen days are listed last, with the day they are free.'}
        />
      </div>
    </>
  );
}
