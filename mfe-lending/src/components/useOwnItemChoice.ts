import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@scenedock/ui';
import { useOwnItems } from '../api/items';
import type { LendingItemType } from '../lib/labels';

/**
 * Picking one of the department's own items by kind and a search, for the dialogs that lend one
 * (to another department, to a person). The chosen item stays chosen, and listed, while the search
 * narrows the list to others.
 */
export function useOwnItemChoice(itemType: LendingItemType) {
  const [itemSearch, setItemSearch] = useState('');
  const search = useDebouncedValue(itemSearch.trim(), 300);
  const items = useOwnItems(itemType, search);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const itemOptions = useMemo(() => {
    const found = (items.isPlaceholderData ? [] : (items.data ?? [])).map((item) => ({
      value: String(item.id),
      label: item.name,
    }));
    if (chosen && !found.some((option) => option.value === chosen.id))
      found.unshift({ value: chosen.id, label: chosen.name });
    return [{ value: '', label: items.isPending ? 'Loading items…' : 'Select an item' }, ...found];
  }, [items.data, items.isPending, items.isPlaceholderData, chosen]);
  return { itemSearch, setItemSearch, items, chosen, setChosen, itemOptions };
}
