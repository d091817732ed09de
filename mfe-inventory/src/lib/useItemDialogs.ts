import { useMemo, useState } from 'react';

type Mode = 'edit' | 'delete';

/** Which dialog of a list screen is open: add, or edit / delete for one item (its page shows it). */
export function useItemDialogs<T>() {
  const [state, setState] = useState<{ mode: 'add' } | { mode: Mode; item: T } | null>(null);
  const itemFor = (mode: Mode): T | null => (state && state.mode === mode ? state.item : null);
  // The same functions on every render, so the list's memoised cards and rows are not redrawn.
  const open = useMemo(
    () => ({
      add: () => setState({ mode: 'add' }),
      edit: (item: T) => setState({ mode: 'edit', item }),
      remove: (item: T) => setState({ mode: 'delete', item }),
      close: () => setState(null),
    }),
    [],
  );
  return {
    adding: state?.mode === 'add',
    editing: itemFor('edit'),
    deleting: itemFor('delete'),
    /** the form dialog is open (add or edit) */
    formOpen: state?.mode === 'add' || state?.mode === 'edit',
    ...open,
  };
}
