import { lazy, Suspense, useEffect } from 'react';
import { Plus } from 'lucide-react';
import { Button, can, PageHeader, useCurrentUser } from '@scenedock/ui';
import { useDeleteProp, useProps } from '../api/props';
import { DeleteItemDialog } from '../components/DeleteItemDialog';
import {
  AVAILABILITY_OPTIONS,
  availabilityQuery,
  DateRangeFilter,
  DebouncedSearch,
  DebouncedTextField,
  FilterPanel,
  FilterSelect,
  TagToggles,
} from '../components/filters';
import { InventoryResults } from '../components/InventoryResults';
import { PropCard, PropDetailDialog } from '../components/PropViews';
import {
  CONDITIONS,
  options,
  PROP_CATEGORIES,
  PROP_LOCATIONS,
  splitTags,
  type PropOut,
} from '../domain/constants';
import { given, isoDate, oneOf } from '../domain/filters';
import { MESSAGES } from '../domain/messages';
import { useItemDialogs } from '../hooks/useItemDialogs';
import { useListParams } from '../hooks/useListParams';
import { prefetchWhenIdle } from '../lib/prefetch';

// The form (and zod with it) loads only when someone may use it, after the list is on screen.
const loadForm = () => import('../components/PropFormDialog');
const PropFormDialog = lazy(loadForm);

const FILTERS = ['q', 'category', 'condition', 'location', 'tags', 'availability', 'from', 'to'] as const;

export function PropsPage() {
  const { data: user } = useCurrentUser();
  const canEdit = can(user, 'editItems');
  const canDelete = can(user, 'deleteItems');
  const list = useListParams(FILTERS);
  const filters = list.values;
  const query = useProps({
    skip: list.skip,
    limit: list.limit,
    search: given(filters.q),
    category: oneOf(PROP_CATEGORIES, filters.category),
    condition: oneOf(CONDITIONS, filters.condition),
    location: given(filters.location),
    tags: given(filters.tags),
    ...availabilityQuery(filters.availability),
    created_from: isoDate(filters.from),
    created_to: isoDate(filters.to),
  });
  const deleteProp = useDeleteProp();
  const dialogs = useItemDialogs<PropOut>();

  useEffect(() => (canEdit ? prefetchWhenIdle(loadForm) : undefined), [canEdit]);

  const addButton = canEdit && (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={dialogs.add}>
      Add New Prop
    </Button>
  );

  return (
    <div>
      <PageHeader title="Props Inventory" actions={addButton} />
      <FilterPanel
        onClear={list.active ? list.clear : undefined}
        search={
          <DebouncedSearch
            label="Search props"
            placeholder="Search props by name, description, or tags..."
            value={filters.q}
            onCommit={(q) => list.update({ q })}
          />
        }
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            label="Category"
            anyLabel="All categories"
            options={options(PROP_CATEGORIES)}
            value={filters.category}
            onChange={(category) => list.update({ category })}
          />
          <FilterSelect
            label="Condition"
            anyLabel="All conditions"
            options={options(CONDITIONS)}
            value={filters.condition}
            onChange={(condition) => list.update({ condition })}
          />
          <DebouncedTextField
            label="Location"
            suggestions={PROP_LOCATIONS}
            value={filters.location}
            onCommit={(location) => list.update({ location })}
          />
          <FilterSelect
            label="Availability"
            anyLabel="All items"
            options={AVAILABILITY_OPTIONS}
            value={filters.availability}
            onChange={(availability) => list.update({ availability })}
          />
          <DateRangeFilter
            from={filters.from}
            to={filters.to}
            onCommit={({ from, to }) => list.update({ from, to })}
          />
        </div>
        <TagToggles
          selected={splitTags(filters.tags)}
          onChange={(tags) => list.update({ tags: tags.join(',') })}
        />
      </FilterPanel>

      <InventoryResults
        query={query}
        noun="props"
        search={filters.q.trim()}
        skip={list.skip}
        limit={list.limit}
        onPage={(skip) => list.update({ page: String(skip / list.limit + 1) })}
        skeletons={6}
        loadToast={MESSAGES.prop.loadToast}
        loadInline={MESSAGES.prop.loadInline}
        empty={{
          title: 'No props found',
          description: list.active
            ? 'Try adjusting your search or filters.'
            : canEdit
              ? 'Add your first prop to start the inventory.'
              : 'No props have been added to this department yet.',
          // With filters on, the panel's own 'Clear filters' is the way back.
          action: list.active ? undefined : addButton,
        }}
      >
        {(props) =>
          props.map((prop) => (
            <PropCard
              key={prop.id}
              prop={prop}
              onView={() => dialogs.view(prop)}
              onEdit={canEdit ? () => dialogs.edit(prop) : undefined}
              onDelete={canDelete ? () => dialogs.remove(prop) : undefined}
            />
          ))
        }
      </InventoryResults>

      <PropDetailDialog
        prop={dialogs.viewing}
        onClose={dialogs.close}
        onEdit={canEdit ? dialogs.edit : undefined}
        onDelete={canDelete ? dialogs.remove : undefined}
      />
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <PropFormDialog open onClose={dialogs.close} item={dialogs.editing} />
        </Suspense>
      )}
      <DeleteItemDialog
        kind="prop"
        title="Delete Prop"
        item={dialogs.deleting}
        onClose={dialogs.close}
        remove={(prop) => deleteProp.mutateAsync(prop)}
      />
    </div>
  );
}
