import { useMemo, useState } from 'react';
import { formatDate, formatPeriod, useDebouncedValue, type SelectOption } from '@scenedock/ui';
import { useOwnItems, type BusyItem, type OwnItemQuestion } from '../api/items';
import type { LendingItemType } from '../lib/labels';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a form asks the chooser about: its first day to its last (the first alone while the
 * last is blank or before it); null while the first is not a day yet.
 */
export function daysAsked(from: string, to: string): OwnItemQuestion['days'] {
  if (!ISO_DAY.test(from)) return null;
  return { from, to: ISO_DAY.test(to) && to >= from ? to : from };
}

/**
 * "Winter Show; free from Dec 20, 2026": what holds a busy item, and from when it is free; for a
 * production whose days the form goes outside, "Our Town has it Dec 2, 2026 – Dec 30, 2026 only".
 */
export function busyReason(item: BusyItem): string {
  if (item.productionDays)
    return `${item.holder ?? 'the production'} has it ${formatPeriod(item.productionDays.from, item.productionDays.to)} only`;
  const why = item.holder ? `${item.holder}; ` : '';
  return item.freeFrom === null
    ? `${why}held until released`
    : `${why}free from ${formatDate(item.freeFrom)}`;
}

/** "Top hat (busy: Winter Show; free from Dec 20, 2026)": a busy item as the chooser lists it. */
export function busyLabel(item: BusyItem): string {
  return `${item.name} (busy: ${busyReason(item)})`;
}

/**
 * Picking one of the department's own items by kind and a search, for the dialogs that lend one
 * (to another department, to a person). The chosen days drive the list: the items free on them
 * are offered, the busy ones listed after them, not choosable, saying from when they are free;
 * new days ask again. The chosen item stays chosen, and listed, while the search narrows the list.
 */
export function useOwnItemChoice(
  itemType: LendingItemType,
  question: OwnItemQuestion = { days: null, productionId: null },
) {
  const [itemSearch, setItemSearch] = useState('');
  const search = useDebouncedValue(itemSearch.trim(), 300);
  const items = useOwnItems(itemType, search, question);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const itemOptions = useMemo<SelectOption[]>(() => {
    const answer = items.isPlaceholderData ? undefined : items.data;
    const free: SelectOption[] = (answer?.free ?? []).map((item) => ({
      value: String(item.id),
      label: item.name,
    }));
    const busy: SelectOption[] = (answer?.busy ?? []).map((item) => ({
      value: String(item.id),
      label: busyLabel(item),
      disabled: true,
    }));
    const listed = [...free, ...busy];
    if (chosen && !listed.some((option) => option.value === chosen.id))
      free.unshift({ value: chosen.id, label: chosen.name });
    const placeholder = items.isPending || items.isPlaceholderData ? 'Loading items…' : 'Select an item';
    return [{ value: '', label: placeholder }, ...free, ...busy];
  }, [items.data, items.isPending, items.isPlaceholderData, chosen]);
  /** the chosen item is busy on the days asked (the days changed after it was chosen) */
  const chosenBusy =
    chosen && !items.isPlaceholderData
      ? (items.data?.busy.find((item) => String(item.id) === chosen.id) ?? null)
      : null;
  return { itemSearch, setItemSearch, items, chosen, setChosen, itemOptions, chosenBusy };
}
