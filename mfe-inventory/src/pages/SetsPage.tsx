import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button, can, PageHeader, SearchInput, useCurrentUser } from '@scenedock/ui';
import { useDeleteSet, useSets } from '../api/sets';
import { DeleteItemDialog } from '../components/DeleteItemDialog';
import { InventoryResults } from '../components/InventoryResults';
import { SetCard, SetDetailDialog } from '../components/SetViews';
import type { SetPieceOut } from '../domain/constants';
import { given } from '../domain/filters';
import { MESSAGES } from '../domain/messages';
import { useItemDialogs } from '../hooks/useItemDialogs';
import { useListParams } from '../hooks/useListParams';
import { prefetchWhenIdle } from '../lib/prefetch';

const loadForm = () => import('../components/SetFormDialog');
const SetFormDialog = lazy(loadForm);

const FILTERS = ['q'] as const;

export function SetsPage() {
  const { data: user } = useCurrentUser();
  const canEdit = can(user, 'editItems');
  const canDelete = can(user, 'deleteItems');
  const list = useListParams(FILTERS);
  const committed = list.values.q;
  // Sets search on demand (Search button or Enter), as the spec's screen does.
  const [text, setText] = useState(committed);
  const query = useSets({ skip: list.skip, limit: list.limit, search: given(committed) });
  const deleteSet = useDeleteSet();
  const dialogs = useItemDialogs<SetPieceOut>();
  const announce = useRef(false);

  useEffect(() => setText(committed), [committed]);
  useEffect(() => (canEdit ? prefetchWhenIdle(loadForm) : undefined), [canEdit]);

  // After an explicit search: 'Found N sets' once its answer is in, or 'Search failed'.
  const { data, isFetching, isError } = query;
  useEffect(() => {
    if (!announce.current || isFetching) return;
    announce.current = false;
    if (isError) toast.error('Search failed');
    else if (data) toast.success(`Found ${data.total} sets`);
  }, [data, isFetching, isError]);

  function search() {
    announce.current = true;
    if (text.trim() === committed.trim()) void query.refetch();
    else list.update({ q: text.trim() });
  }

  const addButton = canEdit && (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={dialogs.add}>
      Add New Set
    </Button>
  );

  return (
    <div>
      <PageHeader title="Set Pieces" actions={addButton} />
      <form
        role="search"
        className="mb-6 flex gap-2"
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

      <InventoryResults
        query={query}
        noun="sets"
        search={committed.trim()}
        skip={list.skip}
        limit={list.limit}
        onPage={(skip) => list.update({ page: String(skip / list.limit + 1) })}
        skeletons={4}
        loadToast={MESSAGES.set.loadToast}
        loadInline={MESSAGES.set.loadInline}
        empty={{
          title: 'No sets found',
          description: committed
            ? 'Try a different search.'
            : canEdit
              ? 'Add your first set piece to start the inventory.'
              : 'No set pieces have been added to this department yet.',
          action: committed ? (
            <Button variant="secondary" onClick={list.clear}>
              Clear search
            </Button>
          ) : (
            addButton
          ),
        }}
      >
        {(sets) =>
          sets.map((set) => (
            <SetCard
              key={set.id}
              set={set}
              onView={() => dialogs.view(set)}
              onEdit={canEdit ? () => dialogs.edit(set) : undefined}
              onDelete={canDelete ? () => dialogs.remove(set) : undefined}
            />
          ))
        }
      </InventoryResults>

      <SetDetailDialog
        set={dialogs.viewing}
        onClose={dialogs.close}
        onEdit={canEdit ? dialogs.edit : undefined}
        onDelete={canDelete ? dialogs.remove : undefined}
      />
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <SetFormDialog open onClose={dialogs.close} item={dialogs.editing} />
        </Suspense>
      )}
      <DeleteItemDialog
        kind="set"
        title="Delete Set Piece"
        item={dialogs.deleting}
        onClose={dialogs.close}
        remove={(set) => deleteSet.mutateAsync(set)}
      />
    </div>
  );
}
