import type { Actor } from '../../http/actor';
import type { Page } from '../../lib/validation';
import { optionalText } from '../../lib/validation';
import { CostumePiece, type CostumeCategory, type CostumeSize } from '../../models';
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

export interface CostumeInput extends ItemInput {
  category?: CostumeCategory;
  size?: CostumeSize;
  /** @maxLength 100 */
  color?: string | null;
  /** @maxLength 100 */
  material?: string | null;
  /** comma-separated; stored trimmed and without duplicates */
  tags?: string | null;
}
export interface CostumeCreateInput extends CostumeInput {
  name: string;
  category: CostumeCategory;
  size: CostumeSize;
}

export const costumeKind: ItemKind<CostumePiece> = {
  model: CostumePiece,
  noun: 'costume',
  notFound: 'Costume not found',
  denied: {
    create: 'You do not have permission to create costumes in this department.',
    edit: 'You do not have permission to edit this costume',
    delete: 'You do not have permission to delete this costume',
  },
  searchColumns: ['name', 'description', 'tags', 'color', 'material'],
  substringColumns: ['location', 'color', 'material'],
  exactColumns: ['category', 'size'],
  hasTags: true,
  audit: {
    created: 'costume_piece_created',
    updated: 'costume_piece_updated',
    deleted: 'costume_piece_deleted',
  },
  countColumn: 'costume_piece_count',
};

function attributes(input: CostumeInput) {
  const out = itemAttributes(input, 'Costume name is required');
  if (input.category !== undefined) out.category = input.category;
  if (input.size !== undefined) out.size = input.size;
  if (input.color !== undefined) out.color = optionalText(input.color) ?? null;
  if (input.material !== undefined) out.material = optionalText(input.material) ?? null;
  if (input.tags !== undefined) out.tags = tagsText(input.tags);
  return out;
}

export const listCostumes = (actor: Actor, filters: ItemFilters, page: Page) =>
  listItems(costumeKind, actor, filters, page);
export const getCostume = (actor: Actor, id: number) => findItem(costumeKind, actor, id);
export function createCostume(actor: Actor, input: CostumeCreateInput) {
  return createItem(costumeKind, actor, { condition: 'good', ...attributes(input) });
}
export const updateCostume = (actor: Actor, id: number, input: CostumeInput) =>
  updateItem(costumeKind, actor, id, attributes(input));
export const deleteCostume = (actor: Actor, id: number) => deleteItem(costumeKind, actor, id);
