import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import {
  enumLabel,
  itemKeys,
  unwrapPage,
  useApi,
  usePlatform,
  type ItemAvailabilityOut,
  type ItemResource,
  type Page,
} from '@scenedock/ui';

export type ItemKind = ItemResource;

/** What the item manager shows of a prop, set piece or costume piece. */
export interface ItemSummary {
  id: number;
  name: string;
  detail: string;
  /** what holds it today, next, on the production's days, and its booking for the production */
  availability: ItemAvailabilityOut;
}

export interface ItemQuery {
  search?: string;
  /** only items booked for this production (any days) */
  production_id?: number;
  /** the days asked about are this production's (its own bookings aside) */
  period_of?: number;
  /** with `period_of`: only items free on those days (true) or only items held then (false) */
  available?: boolean;
  limit: number;
}

/** The three list calls differ only in path and item shape; one place maps them to a summary. */
async function listItems(
  client: ScenedockClient,
  kind: ItemKind,
  query: ItemQuery,
): Promise<Page<ItemSummary>> {
  const params = { params: { query: { ...query, search: query.search || undefined } } };
  switch (kind) {
    case 'props': {
      const page = await unwrapPage(client.GET('/props', params));
      return {
        ...page,
        items: page.items.map((p) => ({
          ...p,
          detail: `${enumLabel('propCategory', p.category)} · ${enumLabel('condition', p.condition)}`,
        })),
      };
    }
    case 'sets': {
      const page = await unwrapPage(client.GET('/sets', params));
      return {
        ...page,
        items: page.items.map((s) => ({
          ...s,
          detail: `${s.pieces_count} ${s.pieces_count === 1 ? 'piece' : 'pieces'} · ${enumLabel('condition', s.condition)}`,
        })),
      };
    }
    case 'costumes': {
      const page = await unwrapPage(client.GET('/costumes', params));
      return {
        ...page,
        items: page.items.map((c) => ({
          ...c,
          detail: `${enumLabel('costumeCategory', c.category)} · Size ${enumLabel('costumeSize', c.size)}`,
        })),
      };
    }
  }
}

/** A server-filtered page of items for the production item manager. */
export function useItems(kind: ItemKind, query: ItemQuery) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    // Summaries, not the inventory screens' rows: the filters say so, so the two never share an entry.
    queryKey: itemKeys[kind].list(departmentId, { manager: query }),
    queryFn: () => listItems(client, kind, query),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}
