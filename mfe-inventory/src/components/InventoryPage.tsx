import { memo, useEffect, type ComponentType, type ReactNode } from 'react';
import { Plus, ScanLine } from 'lucide-react';
import { useNavigate } from '@scenedock/ui/router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Button,
  can,
  PageHeader,
  useCurrentUser,
  useReachableHref,
  type LazyDialog,
  type Page,
} from '@scenedock/ui';
import type { InventoryItem } from '../lib/items';
import { MESSAGES, type ItemKind } from '../api/errors';
import { useItemDialogs } from '../lib/useItemDialogs';
import { prefetchWhenIdle } from '../lib/prefetch';
import { DeleteItemDialog } from './DeleteItemDialog';
import type { InventoryList } from '../lib/useInventoryList';
import { InventoryResults } from './InventoryResults';
import type { CardActions } from './ItemCard';
import type { ItemFormDialogProps } from './ItemFormDialog';
import { ListToolbar } from './ListToolbar';

/** What stays the same on one kind's list screen, whoever looks and whatever the filters. */
export interface InventoryScreen<T extends InventoryItem> {
  kind: ItemKind;
  /** the h1: 'Props Inventory' */
  title: string;
  /** the header's button: 'Add New Prop' */
  addLabel: string;
  /** the delete confirmation's title: 'Delete Prop' */
  deleteTitle: string;
  /** plural of 'Showing 2 props for …' and 'Loading props' */
  noun: string;
  /** placeholder cards while the first page loads */
  skeletons: number;
  empty: {
    title: string;
    /** while a search or filter is on */
    filtered: string;
    /** to someone who may add items */
    addFirst: string;
    /** to someone who may not */
    noneYet: string;
  };
  /**
   * the add/edit form as a chunk of its own (kit's lazyDialog): it, and zod with it, loads only
   * when someone may use it, after the list is on screen
   */
  form: LazyDialog<ItemFormDialogProps<T>>;
  useRemove: () => { mutateAsync: (item: T) => Promise<unknown> };
  /** links to the item's own page (its photos, calendar and history) */
  Card: ComponentType<{ item: T } & CardActions>;
  /** the item in the compact list view (ItemRow), with the card's actions */
  Row: ComponentType<{ item: T } & CardActions>;
}

interface ListEntryProps<T> {
  Item: ComponentType<{ item: T } & CardActions>;
  item: T;
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
}

/**
 * One card or row, drawn again only when its item (the query keeps unchanged items the same
 * objects) or the actions change: a page of a hundred is not redrawn for every change around it
 * (a notification, a toolbar choice, a dialog opening), which on a phone is a long freeze.
 */
const ListEntry = memo(function ListEntry<T>({ Item, item, onEdit, onDelete }: ListEntryProps<T>) {
  return (
    <Item item={item} onEdit={onEdit && (() => onEdit(item))} onDelete={onDelete && (() => onDelete(item))} />
  );
}) as <T>(props: ListEntryProps<T>) => ReactNode;

interface InventoryPageProps<T extends InventoryItem> {
  screen: InventoryScreen<T>;
  /** the filters, page, order, page size and view (useInventoryList) */
  inventory: InventoryList<'q'>;
  query: UseQueryResult<Page<T>>;
  /** the search box and filters above the results */
  filters: ReactNode;
  /** the empty state's button while a search or filter is on; without it the filters' own 'Clear filters' is the way back */
  clearAction?: ReactNode;
  /** the header's buttons before Add (the CSV import and export) */
  headerActions?: ReactNode;
}

/**
 * One item kind's list screen: the header with Add (and the CSV buttons), the filters, the view,
 * order and page size, the results as cards or rows, and the add/edit and delete dialogs; a card or
 * row leads to the item's own page. What someone may do follows their role.
 */
export function InventoryPage<T extends InventoryItem>({
  screen,
  inventory,
  query,
  filters,
  clearAction,
  headerActions,
}: InventoryPageProps<T>) {
  const { kind, empty, form: FormDialog, Card, Row } = screen;
  const { list, settings, change } = inventory;
  const Item = settings.view === 'list' ? Row : Card;
  const { data: user } = useCurrentUser();
  const canEdit = can(user, 'editItems');
  const canDelete = can(user, 'deleteItems');
  const dialogs = useItemDialogs<T>();
  const removal = screen.useRemove();

  useEffect(() => (canEdit ? prefetchWhenIdle(FormDialog.preload) : undefined), [canEdit, FormDialog]);

  const navigate = useNavigate();
  // Scanning a label opens its item (docs/labels-and-scanning.md): offered wherever /scan opens.
  const scanHref = useReachableHref()('/scan');
  const scanButton = scanHref && (
    <Button
      variant="secondary"
      icon={<ScanLine className="size-4" aria-hidden="true" />}
      onClick={() => void navigate(scanHref)}
    >
      Scan
    </Button>
  );
  const addButton = canEdit && (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={dialogs.add}>
      {screen.addLabel}
    </Button>
  );
  // The card's (and row's) buttons; the item's page has the same ones.
  const onEdit = canEdit ? dialogs.edit : undefined;
  const onDelete = canDelete ? dialogs.remove : undefined;

  return (
    <div>
      <PageHeader
        title={screen.title}
        actions={
          <>
            {headerActions}
            {scanButton}
            {addButton}
          </>
        }
      />
      {filters}
      <ListToolbar settings={settings} onChange={change} />

      <InventoryResults
        query={query}
        noun={screen.noun}
        search={list.values.q.trim()}
        skip={list.skip}
        limit={list.limit}
        onPage={(skip) => list.update({ page: String(skip / list.limit + 1) })}
        skeletons={screen.skeletons}
        view={settings.view}
        loadToast={MESSAGES[kind].loadToast}
        loadInline={MESSAGES[kind].loadInline}
        empty={
          list.active
            ? { title: empty.title, description: empty.filtered, action: clearAction }
            : { title: empty.title, description: canEdit ? empty.addFirst : empty.noneYet, action: addButton }
        }
      >
        {(items) =>
          items.map((item) => (
            <ListEntry key={item.id} Item={Item} item={item} onEdit={onEdit} onDelete={onDelete} />
          ))
        }
      </InventoryResults>

      <FormDialog open={dialogs.formOpen} onClose={dialogs.close} item={dialogs.editing} />
      <DeleteItemDialog
        kind={kind}
        title={screen.deleteTitle}
        item={dialogs.deleting}
        onClose={dialogs.close}
        remove={(item) => removal.mutateAsync(item)}
      />
    </div>
  );
}
