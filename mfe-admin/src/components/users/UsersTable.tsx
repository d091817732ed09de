import { FileClock, UserMinus } from 'lucide-react';
import {
  Avatar,
  Button,
  EnumBadge,
  enumOptions,
  formatDateTime,
  fullName,
  IconButton,
  stackedTable,
  type Role,
  type RowSelection,
  type SelectOption,
} from '@scenedock/ui';
import type { Member, MemberStatus } from '../../api/members';
import type { MemberActions } from '../../lib/useMemberActions';
import type { UserDialogs } from '../../lib/useUserDialogs';
import { InlineSelect } from '../InlineSelect';

// An admin switches a membership on or off; a pending one is the invitee's to answer, not theirs.
const STATUS_OPTIONS = enumOptions('userStatus', ['active', 'inactive']);

export interface UsersTableProps {
  departmentName: string;
  rows: Member[];
  busy: boolean;
  /** the viewer manages users here: selection, inline role and status, audit and remove */
  canManage: boolean;
  /** whether the viewer may act on this member at all (not themself, not a superuser unless one) */
  canActOn: (member: Member) => boolean;
  meId: number | undefined;
  roleOptions: SelectOption[];
  /** the members chosen for a bulk change: those the viewer may act on */
  selection: RowSelection;
  actions: MemberActions;
  dialogs: UserDialogs;
}

/**
 * The members table: one row per member, with the inline edits and buttons the viewer may use; on a
 * phone one card per member, so the edits and buttons stay on the screen.
 */
export function UsersTable({
  departmentName,
  rows,
  busy,
  canManage,
  canActOn,
  meId,
  roleOptions,
  selection,
  actions,
  dialogs,
}: UsersTableProps) {
  return (
    // relative: the sr-only texts inside stay within the scroll box on narrow screens
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
      <table
        className={`min-w-full divide-y divide-gray-200 text-sm ${stackedTable.table}`}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">Users of {departmentName}</caption>
        <thead
          className={`bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700 ${stackedTable.head}`}
        >
          <tr>
            {canManage && (
              <th scope="col" className="w-10 px-3 py-3">
                {rows.some(canActOn) && (
                  <input
                    {...selection.allBox}
                    type="checkbox"
                    aria-label="Select all users"
                    className="size-4 rounded border-gray-300 text-indigo-600"
                  />
                )}
              </th>
            )}
            {/* Email and phone sit under the name: the table fits beside the sidebar. */}
            <th scope="col" className="px-3 py-3">
              User
            </th>
            <th scope="col" className="px-3 py-3">
              Role
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Last Login
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 ${stackedTable.body}`}>
          {rows.map((member) => {
            const name = fullName(member);
            const actOn = canManage && canActOn(member);
            const isSelf = member.id === meId;
            return (
              <tr
                key={member.id}
                className={`${stackedTable.row} ${selection.isSelected(member.id) ? 'bg-indigo-50/60' : ''}`}
              >
                {canManage && (
                  // On a card the box stands left of the name, as the first column does in the table.
                  <td className="px-3 py-3 max-md:float-left max-md:pr-0 max-md:pt-5">
                    {actOn && (
                      <input
                        type="checkbox"
                        aria-label={`Select ${name}`}
                        className="size-4 rounded border-gray-300 text-indigo-600"
                        checked={selection.isSelected(member.id)}
                        onChange={(event) => selection.toggle(member.id, event.target.checked)}
                      />
                    )}
                  </td>
                )}
                <td className={`px-3 py-3 ${stackedTable.wide}`}>
                  <div className="flex items-center gap-3">
                    <Avatar person={member} size="sm" />
                    <div className="min-w-0">
                      <p className="font-medium text-gray-900">
                        {name}
                        {isSelf && <span className="font-normal text-gray-600"> (you)</span>}
                      </p>
                      <p className="text-gray-600">{member.email}</p>
                      {member.phone && <p className="text-gray-600">{member.phone}</p>}
                    </div>
                  </div>
                </td>
                <td data-label="Role" className={`px-3 py-3 ${stackedTable.cell}`}>
                  {actOn ? (
                    <InlineSelect
                      label={`Role of ${name}`}
                      value={member.role}
                      options={roleOptions}
                      disabled={actions.roleBusy(member.id)}
                      onChange={(event) => actions.changeRoleOf(member, event.target.value as Role)}
                    />
                  ) : (
                    <EnumBadge kind="role" value={member.role} />
                  )}
                </td>
                <td data-label="Status" className={`px-3 py-3 ${stackedTable.cell}`}>
                  {actOn && member.status !== 'pending' ? (
                    <InlineSelect
                      label={`Status of ${name}`}
                      value={member.status}
                      options={STATUS_OPTIONS}
                      disabled={actions.statusBusy(member.id)}
                      onChange={(event) => actions.changeStatusOf(member, event.target.value as MemberStatus)}
                    />
                  ) : (
                    <EnumBadge kind="userStatus" value={member.status} />
                  )}
                </td>
                <td
                  data-label="Last Login"
                  className={`whitespace-nowrap px-3 py-3 text-gray-700 ${stackedTable.cell}`}
                >
                  {member.last_login ? formatDateTime(member.last_login) : 'Never'}
                </td>
                <td className={`px-3 py-3 ${stackedTable.wide}`}>
                  <div className="flex items-center justify-end gap-1 max-md:justify-start">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`View ${name}`}
                      onClick={() => dialogs.view(member)}
                    >
                      View
                    </Button>
                    {canManage && (actOn || isSelf) && (
                      <IconButton label={`Audit log of ${name}`} onClick={() => dialogs.audit(member)}>
                        <FileClock className="size-4" aria-hidden="true" />
                      </IconButton>
                    )}
                    {actOn && (
                      <IconButton
                        label={`Remove ${name}`}
                        tone="danger"
                        onClick={() => dialogs.remove(member)}
                      >
                        <UserMinus className="size-4" aria-hidden="true" />
                      </IconButton>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
