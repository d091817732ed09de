import { useState } from 'react';
import type { Member } from '../api/members';

type Mode = 'view' | 'edit' | 'audit' | 'remove' | 'delete';

/**
 * Which dialog of the Users screen is open: invite, the bulk removal, or one of a member's
 * (details, edit, audit log, remove, delete). One at a time, as inventory's useItemDialogs.
 */
export function useUserDialogs() {
  const [state, setState] = useState<
    { mode: 'invite' } | { mode: 'bulkRemove' } | { mode: Mode; member: Member } | null
  >(null);
  const memberFor = (mode: Mode): Member | null =>
    state && 'member' in state && state.mode === mode ? state.member : null;
  return {
    inviting: state?.mode === 'invite',
    bulkRemoving: state?.mode === 'bulkRemove',
    viewing: memberFor('view'),
    editing: memberFor('edit'),
    auditing: memberFor('audit'),
    removing: memberFor('remove'),
    deleting: memberFor('delete'),
    invite: () => setState({ mode: 'invite' }),
    bulkRemove: () => setState({ mode: 'bulkRemove' }),
    view: (member: Member) => setState({ mode: 'view', member }),
    edit: (member: Member) => setState({ mode: 'edit', member }),
    audit: (member: Member) => setState({ mode: 'audit', member }),
    remove: (member: Member) => setState({ mode: 'remove', member }),
    delete: (member: Member) => setState({ mode: 'delete', member }),
    close: () => setState(null),
  };
}

export type UserDialogs = ReturnType<typeof useUserDialogs>;
