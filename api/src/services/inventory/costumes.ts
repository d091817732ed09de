import { FULL_TEXT_TABLES } from '../../db/fullText';
import { optionalText, type SearchText } from '../../lib/validation';
import { CostumePiece, type CostumeCategory, type CostumeSize } from '../../models';
import { itemAttributes, tagsText, type ItemInput } from './fields';
import { itemService, type ItemKind, type TaggedListQuery } from './items';

/** Filters of `GET /costumes`: `color` and `material` match substrings. */
export interface CostumeListQuery extends TaggedListQuery {
  category?: CostumeCategory;
  size?: CostumeSize;
  color?: SearchText;
  material?: SearchText;
}

export interface CostumeInput extends ItemInput {
  category?: CostumeCategory;
  size?: CostumeSize;
  /** @maxLength 100 */
  color?: string | null;
  /** @maxLength 100 */
  material?: string | null;
  /**
   * comma-separated; stored trimmed and without duplicates
   * @maxLength 500
   */
  tags?: string | null;
}
export interface CostumeCreateInput extends CostumeInput {
  /** @maxLength 200 */
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
  searchIndex: FULL_TEXT_TABLES.costume_pieces,
  substringColumns: ['location', 'color', 'material'],
  exactColumns: ['category', 'size'],
  hasTags: true,
  audit: {
    created: 'costume_piece_created',
    updated: 'costume_piece_updated',
    deleted: 'costume_piece_deleted',
  },
  countColumn: 'costume_piece_count',
  lendingType: 'costume_piece',
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

export const costumes = itemService<CostumePiece, CostumeCreateInput, CostumeInput>(costumeKind, attributes, {
  condition: 'good',
});
