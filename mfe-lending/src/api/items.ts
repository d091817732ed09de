import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import { itemKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import type { LendingItemType } from '../lib/labels';
import { ITEM_RESOURCE } from './loans';

/** What the offer form needs of one of the department's items. */
export interface OwnItem {
  id: number;
  name: string;
}

export const OFFER_ITEMS_LIMIT = 50;

/** Only items no production holds: a held item could not be approved for a loan anyway. */
async function listOwnItems(client: ScenedockClient, type: LendingItemType, search: string) {
  const params = {
    params: { query: { search: search || undefined, available: true, limit: OFFER_ITEMS_LIMIT } },
  };
  const pick = (rows: OwnItem[]): OwnItem[] => rows.map(({ id, name }) => ({ id, name }));
  switch (type) {
    case 'prop':
      return pick(await unwrap(client.GET('/props', params)));
    case 'set_piece':
      return pick(await unwrap(client.GET('/sets', params)));
    case 'costume_piece':
      return pick(await unwrap(client.GET('/costumes', params)));
  }
}

/** The current department's free items of one kind, matching `search`, for the offer form. */
export function useOwnItems(type: LendingItemType, search: string) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    // Names only, not the inventory screens' rows: the filters say so, so the two never share an entry.
    queryKey: itemKeys[ITEM_RESOURCE[type]].list(departmentId, { offer: { search } }),
    queryFn: () => listOwnItems(client, type, search),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

async function getOwnItem(client: ScenedockClient, type: LendingItemType, id: number) {
  const params = { params: { path: { id } } };
  switch (type) {
    case 'prop':
      return unwrap(client.GET('/props/{id}', params));
    case 'set_piece':
      return unwrap(client.GET('/sets/{id}', params));
    case 'costume_piece':
      return unwrap(client.GET('/costumes/{id}', params));
  }
}

/**
 * One of the department's items by its id (the offer named in the address): the item's own
 * answer, cached as its page caches it; the form needs only its name. Another department's
 * item answers 404 and is no item.
 */
export function useOwnItem(type: LendingItemType | null, id: number | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: itemKeys[ITEM_RESOURCE[type ?? 'prop']].detail(departmentId, id ?? 0),
    queryFn: () => getOwnItem(client, type!, id!),
    select: (item): OwnItem => ({ id: item.id, name: item.name }),
    enabled: type !== null && id !== null && departmentId !== null,
    retry: false,
  });
}
