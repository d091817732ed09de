import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import { itemKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import type { LendingItemType } from '../lib/labels';
import { ITEM_RESOURCE } from './loans';

/** What the lending forms need of one of the department's items. */
export interface OwnItem {
  id: number;
  name: string;
}

/** An item something else holds on the days asked about: what holds it and the first day it is free. */
export interface BusyItem extends OwnItem {
  /** who or what holds it then: a production's title, a person, a department, a block's reason */
  holder: string | null;
  /** YYYY-MM-DD, the first free day from those days on; null: held until it is released */
  freeFrom: string | null;
  /** for a production: its own days for the item, when the days asked go outside them */
  productionDays?: { from: string; to: string | null };
}

/** The days a lending form asks about (both included) and the production it lends for, if any. */
export interface OwnItemQuestion {
  days: { from: string; to: string } | null;
  /** the production the loan is for: its own items, free of anyone else on the days */
  productionId: number | null;
}

export const OFFER_ITEMS_LIMIT = 50;

type ListParams = Record<string, string | number | boolean | undefined>;

interface ListedItem {
  id: number;
  name: string;
  availability: {
    clash: { holder: string } | null;
    free_from: string | null;
    production_booking: { holder: string; starts_on: string; ends_on: string | null } | null;
  };
}

async function listItems(client: ScenedockClient, type: LendingItemType, query: ListParams) {
  const params = { params: { query } };
  switch (type) {
    case 'prop':
      return (await unwrap(client.GET('/props', params))) as ListedItem[];
    case 'set_piece':
      return (await unwrap(client.GET('/sets', params))) as ListedItem[];
    case 'costume_piece':
      return (await unwrap(client.GET('/costumes', params))) as ListedItem[];
  }
}

/**
 * The department's items of one kind matching `search`, as the item lists answer them for the days
 * asked (docs/bookings.md, "How the screens ask"): the free ones, which a loan can have, and the
 * busy ones with what holds them and from when they are free. For a production: its own items that
 * nobody else holds then. Without days, free today.
 */
async function listOwnItems(
  client: ScenedockClient,
  type: LendingItemType,
  search: string,
  question: OwnItemQuestion,
): Promise<{ free: OwnItem[]; busy: BusyItem[] }> {
  const days = question.days ? { available_from: question.days.from, available_to: question.days.to } : {};
  const show = question.productionId;
  const common = { search: search || undefined, limit: OFFER_ITEMS_LIMIT, ...days };
  const [free, busy] = await Promise.all([
    listItems(client, type, {
      ...common,
      available: true,
      ...(show === null ? {} : { production_id: show, assignable_to: show }),
    }),
    listItems(client, type, {
      ...common,
      available: false,
      ...(show === null ? {} : { production_id: show, period_of: show }),
    }),
  ]);
  // A loan for a production keeps inside the production's own days for the item (docs/bookings.md,
  // "Nesting"): one whose days go outside them is listed as busy, saying the production's days.
  const asked = question.days;
  const outside = (item: ListedItem) => {
    const own = item.availability.production_booking;
    if (show === null || asked === null || own === null) return false;
    return asked.from < own.starts_on || (own.ends_on !== null && asked.to > own.ends_on);
  };
  return {
    free: free.filter((item) => !outside(item)).map(({ id, name }) => ({ id, name })),
    busy: [
      ...free.filter(outside).map(({ id, name, availability }) => ({
        id,
        name,
        holder: availability.production_booking!.holder,
        freeFrom: null,
        productionDays: {
          from: availability.production_booking!.starts_on,
          to: availability.production_booking!.ends_on,
        },
      })),
      ...busy.map(({ id, name, availability }) => ({
        id,
        name,
        holder: availability.clash?.holder ?? null,
        freeFrom: availability.free_from,
      })),
    ],
  };
}

/** The current department's items of one kind for a lending form: free on the days asked, and busy. */
export function useOwnItems(
  type: LendingItemType,
  search: string,
  question: OwnItemQuestion = { days: null, productionId: null },
) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    // Names only, not the inventory screens' rows: the filters say so, so the two never share an entry.
    queryKey: itemKeys[ITEM_RESOURCE[type]].list(departmentId, {
      offer: { search, days: question.days, production: question.productionId },
    }),
    queryFn: () => listOwnItems(client, type, search, question),
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
