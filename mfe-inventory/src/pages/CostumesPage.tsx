import { lazy, Suspense, useEffect } from 'react';
import { Plus } from 'lucide-react';
import { Button, can, PageHeader, useCurrentUser } from '@scenedock/ui';
import { useCostumes, useDeleteCostume } from '../api/costumes';
import { CostumeCard, CostumeDetailDialog } from '../components/CostumeViews';
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
import {
  CONDITIONS,
  COSTUME_CATEGORIES,
  COSTUME_LOCATIONS,
  COSTUME_SIZES,
  options,
  sizeLabel,
  splitTags,
  type CostumeOut,
} from '../domain/constants';
import { given, isoDate, oneOf } from '../domain/filters';
import { MESSAGES } from '../domain/messages';
import { useItemDialogs } from '../hooks/useItemDialogs';
import { useListParams } from '../hooks/useListParams';
import { prefetchWhenIdle } from '../lib/prefetch';

const loadForm = () => import('../components/CostumeFormDialog');
const CostumeFormDialog = lazy(loadForm);

const FILTERS = [
  'q',
  'category',
  'condition',
  'location',
  'size',
  'color',
  'material',
  'from',
  'to',
  'tags',
  'availability',
] as const;

export function CostumesPage() {
  const { data: user } = useCurrentUser();
  const canEdit = can(user, 'editItems');
  const canDelete = can(user, 'deleteItems');
  const list = useListParams(FILTERS);
  const filters = list.values;
  const query = useCostumes({
    skip: list.skip,
    limit: list.limit,
    search: given(filters.q),
    category: oneOf(COSTUME_CATEGORIES, filters.category),
    condition: oneOf(CONDITIONS, filters.condition),
    location: given(filters.location),
    size: oneOf(COSTUME_SIZES, filters.size),
    color: given(filters.color),
    material: given(filters.material),
    created_from: isoDate(filters.from),
    created_to: isoDate(filters.to),
    tags: given(filters.tags),
    ...availabilityQuery(filters.availability),
  });
  const deleteCostume = useDeleteCostume();
  const dialogs = useItemDialogs<CostumeOut>();

  useEffect(() => (canEdit ? prefetchWhenIdle(loadForm) : undefined), [canEdit]);

  const addButton = canEdit && (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={dialogs.add}>
      Add New Costume
    </Button>
  );

  return (
    <div>
      <PageHeader title="Costume Pieces" actions={addButton} />
      <FilterPanel
        onClear={list.active ? list.clear : undefined}
        search={
          <DebouncedSearch
            label="Search costumes"
            placeholder="Search costumes by name, description, tags, color, or material..."
            value={filters.q}
            onCommit={(q) => list.update({ q })}
          />
        }
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            label="Category"
            anyLabel="All categories"
            options={options(COSTUME_CATEGORIES)}
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
          <FilterSelect
            label="Size"
            anyLabel="All sizes"
            options={options(COSTUME_SIZES, sizeLabel)}
            value={filters.size}
            onChange={(size) => list.update({ size })}
          />
          <FilterSelect
            label="Availability"
            anyLabel="All items"
            options={AVAILABILITY_OPTIONS}
            value={filters.availability}
            onChange={(availability) => list.update({ availability })}
          />
          <DebouncedTextField
            label="Location"
            suggestions={COSTUME_LOCATIONS}
            value={filters.location}
            onCommit={(location) => list.update({ location })}
          />
          <DebouncedTextField
            label="Color"
            value={filters.color}
            onCommit={(color) => list.update({ color })}
          />
          <DebouncedTextField
            label="Material"
            value={filters.material}
            onCommit={(material) => list.update({ material })}
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
        noun="costumes"
        search={filters.q.trim()}
        skip={list.skip}
        limit={list.limit}
        onPage={(skip) => list.update({ page: String(skip / list.limit + 1) })}
        skeletons={6}
        loadToast={MESSAGES.costume.loadToast}
        loadInline={MESSAGES.costume.loadInline}
        empty={{
          title: 'No costumes found',
          description: list.active
            ? 'Try adjusting your search or filters.'
            : canEdit
              ? 'Add your first costume piece to start the inventory.'
              : 'No costume pieces have been added to this department yet.',
          // With filters on, the panel's own 'Clear filters' is the way back.
          action: list.active ? undefined : addButton,
        }}
      >
        {(costumes) =>
          costumes.map((costume) => (
            <CostumeCard
              key={costume.id}
              costume={costume}
              onView={() => dialogs.view(costume)}
              onEdit={canEdit ? () => dialogs.edit(costume) : undefined}
              onDelete={canDelete ? () => dialogs.remove(costume) : undefined}
            />
          ))
        }
      </InventoryResults>

      <CostumeDetailDialog
        costume={dialogs.viewing}
        onClose={dialogs.close}
        onEdit={canEdit ? dialogs.edit : undefined}
        onDelete={canDelete ? dialogs.remove : undefined}
      />
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <CostumeFormDialog open onClose={dialogs.close} item={dialogs.editing} />
        </Suspense>
      )}
      <DeleteItemDialog
        kind="costume"
        title="Delete Costume"
        item={dialogs.deleting}
        onClose={dialogs.close}
        remove={(costume) => deleteCostume.mutateAsync(costume)}
      />
    </div>
  );
}
