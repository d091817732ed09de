import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { enumLabel, EnumBadge, formatDateTime, lazyDialog, type Fact, type LazyDialog } from '@scenedock/ui';
import type { PictureSubject } from '@scenedock/ui/illustrations';
import { useCostume, useDeleteCostume } from '../api/costumes';
import type { ItemKind } from '../api/errors';
import { useDeleteProp, useProp } from '../api/props';
import { useDeleteSet, useSet } from '../api/sets';
import type { ItemFormDialogProps } from '../components/ItemFormDialog';
import {
  parseComponents,
  splitTags,
  type CostumeOut,
  type InventoryItem,
  type ItemType,
  type PropOut,
  type SetPieceOut,
} from './items';

/** What an item page needs of one kind: its words, its calls, its form and its facts. */
export interface ItemKindPage<T extends InventoryItem> {
  itemType: ItemType;
  /** picks the kind's toasts and error messages (MESSAGES) */
  kind: ItemKind;
  /** 'prop', 'set piece', 'costume': in sentences ("This prop was not found") */
  noun: string;
  /** the list's address and its words: 'Back to props' */
  listPath: string;
  plural: string;
  deleteTitle: string;
  useItem: (id: number) => UseQueryResult<T>;
  useRemove: () => { mutateAsync: (item: T) => Promise<unknown> };
  form: LazyDialog<ItemFormDialogProps<T>>;
  picture: (item: T) => PictureSubject;
  /** beside the condition in the header, e.g. the category */
  chip?: (item: T) => ReactNode;
  /** the kind's own facts; the page adds condition, location, description and dates */
  facts: (item: T) => Fact[];
}

const orNone = (value: string | null | undefined) => value || 'N/A';

function TagList({ tags }: { tags: string[] }) {
  if (!tags.length) return <>None</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export const PROP_PAGE: ItemKindPage<PropOut> = {
  itemType: 'prop',
  kind: 'prop',
  noun: 'prop',
  listPath: '/props',
  plural: 'props',
  deleteTitle: 'Delete Prop',
  useItem: useProp,
  useRemove: useDeleteProp,
  form: lazyDialog(() => import('../components/PropFormDialog').then((m) => m.default)),
  picture: (prop) => ({ kind: 'prop', category: prop.category }),
  chip: (prop) => <EnumBadge kind="propCategory" value={prop.category} />,
  facts: (prop) => [
    ['Category', enumLabel('propCategory', prop.category)],
    ['Tags', <TagList key="tags" tags={splitTags(prop.tags)} />],
  ],
};

export const SET_PAGE: ItemKindPage<SetPieceOut> = {
  itemType: 'set_piece',
  kind: 'set',
  noun: 'set piece',
  listPath: '/sets',
  plural: 'sets',
  deleteTitle: 'Delete Set Piece',
  useItem: useSet,
  useRemove: useDeleteSet,
  form: lazyDialog(() => import('../components/SetFormDialog').then((m) => m.default)),
  picture: () => ({ kind: 'set_piece' }),
  facts: (set) => {
    const components = parseComponents(set.components);
    return [
      ['Pieces Count', set.pieces_count],
      ['Dimensions', orNone(set.dimensions)],
      [
        'Components',
        components.length ? (
          <ul key="components" className="list-inside list-disc">
            {components.map((component) => (
              <li key={component}>{component}</li>
            ))}
          </ul>
        ) : (
          'No components listed.'
        ),
        { long: true },
      ],
    ];
  },
};

export const COSTUME_PAGE: ItemKindPage<CostumeOut> = {
  itemType: 'costume_piece',
  kind: 'costume',
  noun: 'costume',
  listPath: '/costumes',
  plural: 'costumes',
  deleteTitle: 'Delete Costume',
  useItem: useCostume,
  useRemove: useDeleteCostume,
  form: lazyDialog(() => import('../components/CostumeFormDialog').then((m) => m.default)),
  picture: (costume) => ({ kind: 'costume_piece', category: costume.category }),
  chip: (costume) => <EnumBadge kind="costumeCategory" value={costume.category} />,
  facts: (costume) => [
    ['Category', enumLabel('costumeCategory', costume.category)],
    ['Size', enumLabel('costumeSize', costume.size)],
    ['Color', orNone(costume.color)],
    ['Material', orNone(costume.material)],
    ['Tags', <TagList key="tags" tags={splitTags(costume.tags)} />],
  ],
};

/** Every item's own facts after the kind's: where it is kept, its description, when it was added. */
export function commonFacts(item: InventoryItem & { created_at?: string; updated_at?: string }): Fact[] {
  return [
    ['Condition', enumLabel('condition', item.condition)],
    ['Location', orNone(item.location)],
    ...(item.created_at ? [['Added', formatDateTime(item.created_at)] as Fact] : []),
    ...(item.updated_at ? [['Last changed', formatDateTime(item.updated_at)] as Fact] : []),
    ['Description', item.description || 'No description.', { long: true }],
  ];
}
