import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { can, ConfirmDialog, useCurrentUser } from '@scenedock/ui';
import { useDeleteProduction, type Production } from '../api/productions';
import { deleteProductionError } from '../api/errors';
import { ProductionDetailDialog } from './ProductionDetailDialog';
import { LazyProductionFormDialog, LazyProductionItemsDialog } from './lazyDialogs';

type Action = { kind: 'edit' | 'delete' | 'items'; production: Production };

/**
 * The dialogs a production opens (detail, edit, delete, manage items), shared by the Productions
 * screen, the dashboard panel and the Upcoming Productions dialog. An action opens on top of the
 * detail dialog, which stays open beneath it unless the production is deleted. The production
 * page uses the actions alone, and leaves (`onDeleted`) when its production is deleted.
 */
export function useProductionDialogs(options: { onDeleted?: (production: Production) => void } = {}) {
  const { data: user } = useCurrentUser();
  const mayManage = can(user, 'manageProductions');
  const mayAssign = can(user, 'editItems');
  const [detail, setDetail] = useState<Production | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const remove = useDeleteProduction();

  const open = (kind: Action['kind']) => (production: Production) => setAction({ kind, production });
  const actions = {
    showDetail: setDetail,
    /** undefined when the viewer may not: callers hide the control */
    edit: mayManage ? open('edit') : undefined,
    remove: mayManage ? open('delete') : undefined,
    manageItems: mayAssign ? open('items') : undefined,
  };

  async function confirmDelete(production: Production) {
    try {
      await remove.mutateAsync(production.id);
    } catch (error) {
      toast.error(deleteProductionError(error));
      throw error; // keeps the confirmation open for another try
    }
    toast.success(`Production "${production.title}" deleted successfully!`);
    setDetail(null);
    options.onDeleted?.(production);
  }

  const closeAction = () => setAction(null);
  const dialogs = (
    <>
      <ProductionDetailDialog
        production={detail}
        onClose={() => setDetail(null)}
        onEdit={actions.edit}
        onDelete={actions.remove}
        onManageItems={actions.manageItems}
      />
      <LazyProductionFormDialog
        open={action?.kind === 'edit'}
        production={action?.production}
        onClose={closeAction}
      />
      <ConfirmDialog
        open={action?.kind === 'delete'}
        onClose={closeAction}
        title="Delete Production"
        confirmLabel="Delete"
        message={
          action &&
          `Are you sure you want to delete "${action.production.title}"? This action cannot be undone.`
        }
        onConfirm={() => (action ? confirmDelete(action.production) : undefined)}
      />
      {action?.kind === 'items' && (
        <LazyProductionItemsDialog production={action.production} onClose={closeAction} />
      )}
    </>
  );

  return { ...actions, dialogs };
}
