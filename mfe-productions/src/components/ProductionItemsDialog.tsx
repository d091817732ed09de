import { useId, useState, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@scenedock/ui/headless';
import { Minus, Plus } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Badge, Button, Dialog, ErrorNotice, RowSkeletons, SearchInput } from '@scenedock/ui';
import { useProduction, type Production } from '../api/productions';
import { useAssignItem, useItems, type ItemKind, type ItemSummary } from '../api/items';
import { assignmentError } from '../api/errors';
import { ITEM_KINDS } from '../lib/labels';
import { useDebouncedValue } from '@scenedock/ui';

const LIST_LIMIT = 100;

const COUNT_OF: Record<
  ItemKind,
  keyof Pick<Production, 'props_count' | 'sets_count' | 'costume_pieces_count'>
> = {
  props: 'props_count',
  sets: 'sets_count',
  costumes: 'costume_pieces_count',
};

/** 'Manage Production Items': what the production holds and what it may take, per item kind. */
export function ProductionItemsDialog({
  production: initial,
  onClose,
}: {
  production: Production | null;
  onClose: () => void;
}) {
  // Fresh counts for the tab labels after each add or remove.
  const { data } = useProduction(initial);
  const production = data ?? initial;
  return (
    <Dialog
      open={production !== null}
      onClose={onClose}
      title="Manage Production Items"
      description={production?.title}
      size="xl"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {production && (
        <TabGroup>
          <TabList className="flex gap-1 border-b border-gray-200">
            {ITEM_KINDS.map(({ kind, label }) => (
              <Tab
                key={kind}
                className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-700 hover:text-gray-900 focus:outline-none data-[focus]:outline-2 data-[focus]:outline-indigo-600 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700"
              >
                {label}
                <Badge tone="gray">{production[COUNT_OF[kind]]}</Badge>
              </Tab>
            ))}
          </TabList>
          <TabPanels className="pt-4">
            {ITEM_KINDS.map(({ kind, label }) => (
              <TabPanel key={kind} className="focus:outline-none">
                <ItemsTab kind={kind} label={label} production={production} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </Dialog>
  );
}

function ItemsTab({ kind, label, production }: { kind: ItemKind; label: string; production: Production }) {
  const assign = useAssignItem(kind);
  const busyId = assign.isPending ? assign.variables?.id : undefined;

  function add(item: ItemSummary) {
    assign.mutate(
      { id: item.id, productionId: production.id },
      {
        onSuccess: () => toast.success(`${item.name} added to production`),
        onError: (error) => toast.error(assignmentError(error, 'Failed to add item to production')),
      },
    );
  }

  function remove(item: ItemSummary) {
    assign.mutate(
      { id: item.id, productionId: null },
      {
        onSuccess: () => toast.success(`${item.name} removed from production`),
        onError: (error) => toast.error(assignmentError(error, 'Failed to remove item from production')),
      },
    );
  }

  const lower = label.toLowerCase();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ItemList
        kind={kind}
        title="In this production"
        searchLabel={`Search ${lower} in this production`}
        query={{ production_id: production.id }}
        empty={`No ${lower} in this production yet.`}
        renderAction={(item) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Remove ${item.name}`}
            icon={<Minus className="size-4" aria-hidden="true" />}
            loading={busyId === item.id}
            disabled={busyId !== undefined}
            onClick={() => remove(item)}
          >
            Remove
          </Button>
        )}
      />
      <ItemList
        kind={kind}
        title="Available"
        searchLabel={`Search available ${lower}`}
        // The server lists only items no production holds: one held elsewhere is never offered.
        query={{ assignable_to: production.id, available: true }}
        empty={`No available ${lower}.`}
        renderAction={(item) =>
          item.current_production_id === null ? (
            <Button
              size="sm"
              aria-label={`Add ${item.name}`}
              icon={<Plus className="size-4" aria-hidden="true" />}
              loading={busyId === item.id}
              disabled={busyId !== undefined}
              onClick={() => add(item)}
            >
              Add
            </Button>
          ) : (
            // Belt and braces: should a held item slip into this list, it is marked and not offered.
            <Badge tone="orange">In use</Badge>
          )
        }
        hide={(item) => item.current_production_id === production.id}
      />
    </div>
  );
}

function ItemList({
  kind,
  title,
  searchLabel,
  query,
  empty,
  renderAction,
  hide,
}: {
  kind: ItemKind;
  title: string;
  searchLabel: string;
  query: { production_id?: number; assignable_to?: number; available?: boolean };
  empty: string;
  renderAction: (item: ItemSummary) => ReactNode;
  hide?: (item: ItemSummary) => boolean;
}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useItems(kind, { ...query, search: debounced || undefined, limit: LIST_LIMIT });
  const items = (list.data?.items ?? []).filter((item) => !hide?.(item));
  const total = list.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-lg ring-1 ring-gray-200">
      <div className="space-y-2 border-b border-gray-200 p-3">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {title} {list.data && <span className="font-normal text-gray-600">({total})</span>}
        </h3>
        <SearchInput
          label={searchLabel}
          placeholder="Search by name or description..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="max-h-80 min-h-32 overflow-y-auto p-3" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <RowSkeletons count={3} label={`Loading ${title.toLowerCase()}`} />
        ) : list.isError ? (
          <ErrorNotice title="Failed to load inventory data" onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-600">
            {debounced ? 'No items match the search.' : empty}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-gray-900">{item.name}</p>
                  <p className="truncate text-xs text-gray-600">{item.detail}</p>
                </div>
                <div className="shrink-0">{renderAction(item)}</div>
              </li>
            ))}
          </ul>
        )}
        {total > (list.data?.items.length ?? 0) && (
          <p className="mt-2 text-xs text-gray-600">
            Showing the first {list.data?.items.length} of {total}. Search to narrow the list.
          </p>
        )}
      </div>
    </section>
  );
}
