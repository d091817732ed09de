import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, lazyDialog, SearchInput, totalText } from '@scenedock/ui';
import { useDeleteSet, useSets } from '../api/sets';
import { ImportExportActions } from '../components/ImportExportActions';
import { LabelSelectionProvider } from '../components/labels/LabelSelection';
import { InventoryPage, type InventoryScreen } from '../components/InventoryPage';
import { SetCard, SetRow } from '../components/SetViews';
import type { SetPieceOut } from '../lib/items';
import { AvailableDatesFilter } from '../components/filters';
import { availableQuery, AVAILABLE_FILTERS, given } from '../lib/filters';
import { sortQuery, useInventoryList } from '../lib/useInventoryList';

const SETS: InventoryScreen<SetPieceOut> = {
  kind: 'set',
  title: 'Set Pieces',
  addLabel: 'Add New Set',
  deleteTitle: 'Delete Set Piece',
  noun: 'sets',
  skeletons: 4,
  empty: {
    title: 'No sets found',
    filtered: 'Try a different search or other dates.',
    addFirst: 'Add your first set piece to start the inventory.',
    noneYet: 'No set pieces have been added to this department yet.',
  },
  form: lazyDialog(() => import('../components/SetFormDialog').then((m) => m.default)),
  useRemove: useDeleteSet,
  Card: SetCard,
  Row: SetRow,
};

const FILTERS = ['q', ...AVAILABLE_FILTERS] as const;

export function SetsPage() {
  const inventory = useInventoryList(FILTERS);
  const { list, settings } = inventory;
  const committed = list.values.q;
  // Sets search on demand (Search button or Enter), as designed.
  const [text, setText] = useState(committed);
  const filterQuery = {
    search: given(committed),
    ...availableQuery(list.values.available_from, list.values.available_to),
  };
  const query = useSets({ skip: list.skip, limit: list.limit, ...sortQuery(settings.sort), ...filterQuery });
  const announce = useRef(false);

  useEffect(() => setText(committed), [committed]);

  // After an explicit search: 'Found N sets' once its answer is in, or 'Search failed'.
  const { data, isFetching, isError } = query;
  useEffect(() => {
    if (!announce.current || isFetching) return;
    announce.current = false;
    if (isError) toast.error('Search failed');
    else if (data) toast.success(`Found ${totalText(data.total, data.exact)} sets`);
  }, [data, isFetching, isError]);

  function search() {
    announce.current = true;
    if (text.trim() === committed.trim()) void query.refetch();
    else list.update({ q: text.trim() });
  }

  return (
    <LabelSelectionProvider kind="sets">
      <InventoryPage
        screen={SETS}
        inventory={inventory}
        query={query}
        headerActions={<ImportExportActions kind="sets" filters={{ ...filterQuery, sort: settings.sort }} />}
        filters={
          <div className="mb-6 space-y-4">
            <form
              role="search"
              className="flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                search();
              }}
            >
              <SearchInput
                label="Search sets"
                placeholder="Search sets by name, description, or components..."
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  // Emptying the box (or its clear button) shows every set again without a click.
                  if (event.target.value === '' && committed) list.update({ q: '' });
                }}
                className="flex-1"
              />
              <Button type="submit">Search</Button>
            </form>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-2xl">
              <AvailableDatesFilter
                from={list.values.available_from}
                to={list.values.available_to}
                onCommit={({ from, to }) => list.update({ available_from: from, available_to: to })}
              />
            </div>
          </div>
        }
        clearAction={
          <Button variant="secondary" onClick={list.clear}>
            Clear filters
          </Button>
        }
      />
    </LabelSelectionProvider>
  );
}
