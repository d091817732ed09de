import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Building2, Plus } from 'lucide-react';
import {
  Button,
  can,
  CardSkeletonGrid,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  ErrorNotice,
  PageHeader,
  Pagination,
  SearchInput,
  useCurrentUser,
  useDebouncedValue,
  usePlatform,
} from '@scenedock/ui';
import { useDeleteDepartment, useDepartment, useDepartments, type Department } from '../api/departments';
import { DepartmentCard } from '../components/DepartmentCard';
import { DepartmentDetailsDialog } from '../components/DepartmentDetailsDialog';
import { DepartmentUsersDialog } from '../components/DepartmentUsersDialog';
import { LazyDepartmentFormDialog } from '../components/lazyDialogs';
import { actorIn } from '../lib/permissions';

const PAGE_SIZE = 12;

/** 'Theater Departments': every department of the network, searchable, with its counts. */
export function DepartmentsPage() {
  const { departmentId } = usePlatform();
  const { data: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const term = useDebouncedValue(search.trim());
  const departments = useDepartments({ search: term, skip, limit: PAGE_SIZE });
  const current = useDepartment(departmentId);
  const remove = useDeleteDepartment();

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Department | null>(null);
  const [viewing, setViewing] = useState<Department | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [managing, setManaging] = useState<Department | null>(null);

  const isSuperuser = me?.is_superuser ?? false;
  const rows = departments.data?.rows ?? [];
  const isMember = (d: Department) => Boolean(me?.departments.some((m) => m.id === d.id));
  const canEdit = (d: Department) => can(actorIn(me, d.id), 'editDepartment');
  // Members of a department (and superusers) may see its users; others get no control for it.
  const canSeeUsers = (d: Department) => isSuperuser || isMember(d);
  // The open dialog shows the freshest copy of its department after an edit.
  const live = (d: Department | null) => (d ? (rows.find((r) => r.id === d.id) ?? d) : null);

  function openCreate() {
    setEditing(null);
    setFormOpen(true);
  }
  function openEdit(department: Department) {
    setEditing(department);
    setFormOpen(true);
  }

  async function confirmDelete(department: Department) {
    try {
      await remove.mutateAsync(department.id);
      toast.success(`Department "${department.name}" deleted`);
    } catch (error) {
      toast.error(
        errorMessage(error, 'Failed to delete department. Please try again.', {
          byStatus: {
            403: 'You do not have permission to delete departments',
            400: 'Cannot delete department with existing data. Please remove all associated items first.',
          },
        }),
      );
      throw error;
    }
  }

  const viewed = live(viewing);
  return (
    <div>
      <PageHeader
        title="Theater Departments"
        description="Departments of the lending network, their contacts and what they hold."
        actions={
          isSuperuser && (
            <Button onClick={openCreate} icon={<Plus className="size-4" aria-hidden="true" />}>
              Add Department
            </Button>
          )
        }
      />
      <SearchInput
        label="Search departments"
        placeholder="Search by name, contact person or address"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setSkip(0);
        }}
        className="mb-6 max-w-md"
      />

      {departments.isPending ? (
        <CardSkeletonGrid count={6} label="Loading departments" />
      ) : departments.isError ? (
        <ErrorNotice
          title="Failed to load departments"
          message="Failed to fetch departments. Please try again."
          onRetry={() => void departments.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-8" />}
          title="No departments found"
          description={
            term ? `Nothing matches "${term}". Try another name, contact person or address.` : undefined
          }
        />
      ) : (
        <>
          <ul
            aria-label="Departments"
            aria-busy={departments.isFetching || undefined}
            className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
          >
            {rows.map((department, index) => (
              <DepartmentCard
                key={department.id}
                department={department}
                index={index}
                isMember={isMember(department)}
                onView={() => setViewing(department)}
                onManageUsers={canSeeUsers(department) ? () => setManaging(department) : undefined}
                onEdit={canEdit(department) ? () => openEdit(department) : undefined}
                onDelete={isSuperuser ? () => setDeleting(department) : undefined}
              />
            ))}
          </ul>
          <Pagination skip={skip} limit={PAGE_SIZE} total={departments.data?.total ?? 0} onChange={setSkip} />
        </>
      )}

      <DepartmentDetailsDialog
        department={viewed}
        onClose={() => setViewing(null)}
        current={current.data ?? null}
        isMember={viewed ? isMember(viewed) : false}
        // Its admins read its school email domains; superusers also change them.
        domains={viewed && canEdit(viewed) ? { canManage: isSuperuser } : undefined}
        // One dialog at a time: the details make way for the form or the confirmation.
        onEdit={
          viewed && canEdit(viewed)
            ? () => {
                setViewing(null);
                openEdit(viewed);
              }
            : undefined
        }
        onDelete={
          viewed && isSuperuser
            ? () => {
                setViewing(null);
                setDeleting(viewed);
              }
            : undefined
        }
      />
      <LazyDepartmentFormDialog open={formOpen} onClose={() => setFormOpen(false)} department={editing} />
      <DepartmentUsersDialog department={managing} onClose={() => setManaging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete department"
        confirmLabel="Delete"
        message={
          deleting && (
            <p>
              Delete <strong>{deleting.name}</strong>? This affects all associated users, productions, props
              and sets, and cannot be undone.
            </p>
          )
        }
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </div>
  );
}
