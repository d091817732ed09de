/**
 * How a person likes the inventory lists: cards or compact rows, the order, and how many items a
 * page holds. Kept on their account (`users.list_settings`), so it follows them across devices.
 */
import { inTransaction } from '../db/sequelize';
import type { Actor } from '../domain/actor';
import { NotFound } from '../errors';
import { User } from '../models';
import { ITEM_SORTS, type ItemSort } from './inventory/sort';

export const LIST_VIEWS = ['cards', 'list'] as const;
/** `cards`: a grid of cards with photos; `list`: one compact row per item. */
export type ListView = (typeof LIST_VIEWS)[number];

export const LIST_PAGE_SIZES = [24, 50, 100] as const;
/** Items per page of an inventory list. */
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** A person's inventory list settings: each one as saved, else its default. */
export interface ListSettings {
  /** how items are shown (default `cards`) */
  view: ListView;
  /** the lists' order, as their `sort` parameter (default `newest`) */
  sort: ItemSort;
  /** items per page, as their `limit` (default 24) */
  page_size: ListPageSize;
}

/** The settings to change; fields left out keep their value. */
export interface ListSettingsInput {
  view?: ListView;
  sort?: ItemSort;
  page_size?: ListPageSize;
}

const DEFAULTS: ListSettings = { view: 'cards', sort: 'newest', page_size: 24 };

const isOneOf = <T>(allowed: readonly T[], value: unknown): value is T => allowed.includes(value as T);

/** Only values the lists still offer are kept: one that stopped being offered falls back to its default. */
function merged(base: ListSettings, changes: Record<string, unknown>): ListSettings {
  return {
    view: isOneOf(LIST_VIEWS, changes.view) ? changes.view : base.view,
    sort: isOneOf(ITEM_SORTS, changes.sort) ? changes.sort : base.sort,
    page_size: isOneOf(LIST_PAGE_SIZES, changes.page_size) ? changes.page_size : base.page_size,
  };
}

/** The user's saved settings over the defaults; unreadable JSON counts as nothing saved. */
export function listSettingsOf(user: Pick<User, 'list_settings'>): ListSettings {
  let saved: unknown = null;
  try {
    saved = user.list_settings ? JSON.parse(user.list_settings) : null;
  } catch {
    // unreadable settings fall back to the defaults
  }
  return saved && typeof saved === 'object' ? merged(DEFAULTS, saved as Record<string, unknown>) : DEFAULTS;
}

/** Saves the signed-in person's list settings (fields left out keep their value) and answers them all. */
export async function updateListSettings(actor: Actor, changes: ListSettingsInput): Promise<ListSettings> {
  // Read and written under a row lock: two devices saving different settings at once keep both.
  const settings = await inTransaction(async (transaction) => {
    const user = await User.findByPk(actor.user.id, {
      attributes: ['id', 'list_settings'],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!user) throw new NotFound('User not found');
    const next = merged(listSettingsOf(user), { ...changes });
    await user.update({ list_settings: JSON.stringify(next) }, { transaction });
    return next;
  });
  actor.user.list_settings = JSON.stringify(settings);
  return settings;
}
