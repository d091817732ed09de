import { lazy, Suspense } from 'react';
import type { ProductionFormDialogProps } from './ProductionFormDialog';

// The form brings zod and react-hook-form (about a third of the screen's code): fetched on first use.
const loadForm = () => import('./ProductionFormDialog');
const ProductionFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ProductionFormDialog })));

/** Starts fetching the form's code early (e.g. once a screen that offers it has rendered). */
export function preloadProductionForm(): void {
  void loadForm();
}

/** The add/edit production dialog, loaded the first time it opens. */
export function LazyProductionFormDialog(props: ProductionFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ProductionFormDialog {...props} />
    </Suspense>
  );
}
