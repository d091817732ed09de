import { FULL_TEXT_TABLES } from '../../db/fullText';
import { optionalText, type ComponentName } from '../../lib/validation';
import { SetPiece } from '../../models';
import { componentsText, itemAttributes, type ItemInput } from './fields';
import { itemService, type ItemKind } from './items';

// Named so the document types each branch (a bare `string | string[] | null` gives an untyped nullable).
/**
 * The components as the JSON text of an array of strings, or null.
 * @maxLength 5000
 */
export type ComponentsText = string | null;
/**
 * The components as an array of strings.
 * @maxItems 100
 */
export type ComponentList = ComponentName[];

export interface SetPieceInput extends ItemInput {
  /** @maxLength 200 */
  dimensions?: string | null;
  /**
   * @isInt
   * @minimum 1 Pieces count must be at least 1
   * @maximum 2147483647
   */
  pieces_count?: number;
  /** a JSON array of strings, or its JSON text; null or an empty list clears them */
  components?: ComponentsText | ComponentList;
}
export interface SetPieceCreateInput extends SetPieceInput {
  /** @maxLength 200 */
  name: string;
}

export const setPieceKind: ItemKind<SetPiece> = {
  model: SetPiece,
  noun: 'set',
  notFound: 'Set not found',
  denied: {
    create: 'You do not have permission to create sets',
    edit: 'You do not have permission to edit this set',
    delete: 'You do not have permission to delete this set',
  },
  searchIndex: FULL_TEXT_TABLES.set_pieces,
  substringColumns: ['location'],
  exactColumns: [],
  hasTags: false,
  audit: { created: 'set_piece_created', updated: 'set_piece_updated', deleted: 'set_piece_deleted' },
  countColumn: 'set_piece_count',
  lendingType: 'set_piece',
};

function attributes(input: SetPieceInput) {
  const out = itemAttributes(input, 'Set name is required');
  if (input.dimensions !== undefined) out.dimensions = optionalText(input.dimensions) ?? null;
  if (input.pieces_count !== undefined) out.pieces_count = input.pieces_count;
  if (input.components !== undefined) out.components = componentsText(input.components);
  return out;
}

export const setPieces = itemService<SetPiece, SetPieceCreateInput, SetPieceInput>(setPieceKind, attributes, {
  condition: 'good',
  pieces_count: 1,
});
