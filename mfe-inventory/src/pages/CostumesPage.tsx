import { useCostumes, useDeleteCostume } from '../api/costumes';
import { CostumeCard, CostumeRow } from '../components/CostumeViews';
import {
  AvailabilityFilter,
  CategoryFilter,
  ConditionFilter,
  DebouncedTextField,
  FilterPanel,
} from '../components/filters';
import { ImportExportActions } from '../components/ImportExportActions';
import { LabelSelectionProvider } from '../components/labels/LabelSelection';
import { InventoryPage, type InventoryScreen } from '../components/InventoryPage';
import type { CostumeOut } from '../lib/items';
import { COSTUME_LOCATIONS } from '../lib/suggestions';
import { given, ITEM_FILTERS, itemQuery, oneOf } from '../lib/filters';
import { sortQuery, useInventoryList } from '../lib/useInventoryList';
import { COSTUME_CATEGORIES, COSTUME_SIZES, enumOptions, FilterSelect, lazyDialog } from '@scenedock/ui';

const COSTUMES: InventoryScreen<CostumeOut> = {
  kind: 'costume',
  title: 'Costume Pieces',
  addLabel: 'Add New Costume',
  deleteTitle: 'Delete Costume',
  noun: 'costumes',
  skeletons: 6,
  empty: {
    title: 'No costumes found',
    filtered: 'Try adjusting your search or filters.',
    addFirst: 'Add your first costume piece to start the inventory.',
    noneYet: 'No costume pieces have been added to this department yet.',
  },
  form: lazyDialog(() => import('../components/CostumeFormDialog').then((m) => m.default)),
  useRemove: useDeleteCostume,
  Card: CostumeCard,
  Row: CostumeRow,
};

const SIZE_OPTIONS = enumOptions('costumeSize');

const FILTERS = [...ITEM_FILTERS, 'size', 'color', 'material'] as const;

export function CostumesPage() {
  const inventory = useInventoryList(FILTERS);
  const { list, settings } = inventory;
  const values = list.values;
  const filterQuery = {
    ...itemQuery(values, COSTUME_CATEGORIES),
    size: oneOf(COSTUME_SIZES, values.size),
    color: given(values.color),
    material: given(values.material),
  };
  const query = useCostumes({
    skip: list.skip,
    limit: list.limit,
    ...sortQuery(settings.sort),
    ...filterQuery,
  });

  return (
    <LabelSelectionProvider kind="costumes">
      <InventoryPage
        screen={COSTUMES}
        inventory={inventory}
        query={query}
        headerActions={
          <ImportExportActions kind="costumes" filters={{ ...filterQuery, sort: settings.sort }} />
        }
        filters={
          <FilterPanel
            list={list}
            searchLabel="Search costumes"
            searchPlaceholder="Search costumes by name, description, tags, color, or material..."
          >
            <CategoryFilter kind="costumeCategory" {...list.field('category')} />
            <ConditionFilter {...list.field('condition')} />
            <FilterSelect label="Size" anyLabel="All sizes" options={SIZE_OPTIONS} {...list.field('size')} />
            <AvailabilityFilter {...list.field('availability')} />
            <DebouncedTextField
              label="Location"
              suggestions={COSTUME_LOCATIONS}
              {...list.field('location')}
            />
            <DebouncedTextField label="Color" {...list.field('color')} />
            <DebouncedTextField label="Material" {...list.field('material')} />
          </FilterPanel>
        }
      />
    </LabelSelectionProvider>
  );
}
