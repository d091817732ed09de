import type { Actor } from '../../http/actor';
import type { Page } from '../../lib/validation';
import { Prop, type PropCategory } from '../../models';
import { itemAttributes, tagsText, type ItemInput } from './fields';
import {
  createItem,
  deleteItem,
  findItem,
  listItems,
  updateItem,
  type ItemFilters,
  type ItemKind,
} from './items';

export interface PropInput extends ItemInput {
  category?: PropCategory;
  /** comma-separated; stored trimmed and without duplicates */
  tags?: string | null;
}
export interface PropCreateInput extends PropInput {
  name: string;
  category: PropCategory;
}

export const propKind: ItemKind<Prop> = {
  model: Prop,
  noun: 'prop',
  notFound: 'Prop not found',
  denied: {
    create: 'You do not have permission to create props',
    edit: 'You do not have permission to edit this prop',
    delete: 'You do not have permission to delete this prop',
  },
  searchColumns: ['name', 'description', 'tags'],
  substringColumns: ['location'],
  exactColumns: ['category'],
  hasTags: true,
  audit: { created: 'prop_created', updated: 'prop_updated', deleted: 'prop_deleted' },
  countColumn: 'prop_count',
};

function attributes(input: PropInput) {
  const out = itemAttributes(input, 'Prop name is required');
  if (input.category !== undefined) out.category = input.category;
  if (input.tags !== undefined) out.tags = tagsText(input.tags);
  return out;
}

export const listProps = (actor: Actor, filters: ItemFilters, page: Page) =>
  listItems(propKind, actor, filters, page);
export const getProp = (actor: Actor, id: number) => findItem(propKind, actor, id);
export function createProp(actor: Actor, input: PropCreateInput) {
  return createItem(propKind, actor, { condition: 'good', ...attributes(input) });
}
export const updateProp = (actor: Actor, id: number, input: PropInput) =>
  updateItem(propKind, actor, id, attributes(input));
export const deleteProp = (actor: Actor, id: number) => deleteItem(propKind, actor, id);
