import { FULL_TEXT_TABLES } from '../../db/fullText';
import { Prop, type PropCategory } from '../../models';
import { itemAttributes, tagsText, type ItemInput } from './fields';
import { itemService, type ItemKind, type TaggedListQuery } from './items';

/** Filters of `GET /props`. */
export interface PropListQuery extends TaggedListQuery {
  category?: PropCategory;
}

export interface PropInput extends ItemInput {
  category?: PropCategory;
  /**
   * comma-separated; stored trimmed and without duplicates
   * @maxLength 500
   */
  tags?: string | null;
}
export interface PropCreateInput extends PropInput {
  /** @maxLength 200 */
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
  searchIndex: FULL_TEXT_TABLES.props,
  substringColumns: ['location'],
  exactColumns: ['category'],
  hasTags: true,
  audit: { created: 'prop_created', updated: 'prop_updated', deleted: 'prop_deleted' },
  countColumn: 'prop_count',
  lendingType: 'prop',
};

function attributes(input: PropInput) {
  const out = itemAttributes(input, 'Prop name is required');
  if (input.category !== undefined) out.category = input.category;
  if (input.tags !== undefined) out.tags = tagsText(input.tags);
  return out;
}

export const props = itemService<Prop, PropCreateInput, PropInput>(propKind, attributes, {
  condition: 'good',
});
