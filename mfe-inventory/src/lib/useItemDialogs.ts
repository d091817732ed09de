import { useState } from 'react';

type Mode = 'view' | 'edit' | 'delete';

/** Which dialog of a list screen is open: add, or view / edit / delete for one item. */
export function useItemDialogs<T>() {
  const [state, setState] = useState<{ mode: 'add' } | { mode: Mode; item: T } | null>(null);
  const itemFor = (mode: Mode): T | null => (state && state.mode === mode ? state.item : null);
  return {
    adding: state?.mode === 'add',
    viewing: itemFor('view'),
    editing: itemFor('edit'),
    deleting: itemFor('delete'),
    /** the form dialog is open (add or edit) */
    formOpen: state?.mode === 'add' || state?.mode === 'edit',
    add: () => setState({ mode: 'add' }),
    view: (item: T) => setState({ mode: 'view', item }),
    edit: (item: T) => setState({ mode: 'edit', item }),
    remove: (item: T) => setState({ mode: 'delete', item }),
    close: () => setState(null),
  };
}
