import { useDeleteProp, useProps } from '../api/props';
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
import { PropCard, PropRow } from '../components/PropViews';
import type { PropOut } from '../lib/items';
import { PROP_LOCATIONS } from '../lib/suggestions';
import { ITEM_FILTERS, itemQuery } from '../lib/filters';
import { sortQuery, useInventoryList } from '../lib/useInventoryList';
import { lazyDialog, PROP_CATEGORIES } from '@scenedock/ui';

const PROPS: InventoryScreen<PropOut> = {
  kind: 'prop',
  title: 'Props Inventory',
  addLabel: 'Add New Prop',
  deleteTitle: 'Delete Prop',
  noun: 'props',
  skeletons: 6,
  empty: {
    title: 'No props found',
    filtered: 'Try adjusting your search or filters.',
    addFirst: 'Add your first prop to start the inventory.',
    noneYet: 'No props have been added to this department yet.',
  },
  form: lazyDialog(() => import('../components/PropFormDialog').then((m) => m.default)),
  useRemove: useDeleteProp,
  Card: PropCard,
  Row: PropRow,
};

export function PropsPage() {
  const inventory = useInventoryList(ITEM_FILTERS);
  const { list, settings } = inventory;
  const filterQuery = itemQuery(list.values, PROP_CATEGORIES);
  const query = useProps({ skip: list.skip, limit: list.limit, ...sortQuery(settings.sort), ...filterQuery });

  return (
    <LabelSelectionProvider kind="props">
      <InventoryPage
        screen={PROPS}
        inventory={inventory}
        query={query}
        headerActions={<ImportExportActions kind="props" filters={{ ...filterQuery, sort: settings.sort }} />}
        filters={
          <FilterPanel
            list={list}
            searchLabel="Search props"
            searchPlaceholder="Search props by name, description, or tags..."
          >
            <CategoryFilter kind="propCategory" {...list.field('category')} />
            <ConditionFilter {...list.field('condition')} />
            <DebouncedTextField label="Location" suggestions={PROP_LOCATIONS} {...list.field('location')} />
            <AvailabilityFilter {...list.field('availability')} />
          </FilterPanel>
        }
      />
    </LabelSelectionProvider>
  );
}
