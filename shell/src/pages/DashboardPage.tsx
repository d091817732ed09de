import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Boxes,
  Drama,
  Handshake,
  Plus,
  RotateCcw,
  Shirt,
  Sparkles,
  Theater,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  Alert,
  dashboardQuery,
  Button,
  can,
  EmptyState,
  errorMessage,
  RowSkeletons,
  Skeleton,
  timeAgo,
  useApi,
  useCurrentDepartment,
  useCurrentUser,
  weekQuery,
  type Action,
  type RemoteName,
} from '@scenedock/ui';
import { Link } from '@scenedock/ui/router';
import { hasRemote } from '../remotes';
import { useInvitations } from '../session/invitations';
import { RemoteDialog, RemotePanel } from '../remoteComponents';

// The week's lists come in a chunk of their own, after the figures: the first screen's budget is tight.
const WeekLists = lazy(() => import('./dashboard/WeekPanel').then((m) => ({ default: m.WeekLists })));

type AddDialogId =
  | 'inventory/AddPropDialog'
  | 'inventory/AddSetDialog'
  | 'inventory/AddCostumeDialog'
  | 'productions/AddProductionDialog'
  | 'admin/InviteUserDialog';

interface StatCard {
  label: string;
  figure: 'totalProps' | 'totalSets' | 'totalCostumes' | 'activeProductions' | 'departmentUsers';
  icon: LucideIcon;
  tone: string;
  add: { label: string; dialog: AddDialogId; remote: RemoteName; action: Action };
}

/** The five cards; each add button opens the dialog its micro-frontend exposes. */
const CARDS: StatCard[] = [
  {
    label: 'Total Props',
    figure: 'totalProps',
    icon: Drama,
    tone: 'bg-indigo-100 text-indigo-700',
    add: { label: 'Add Prop', dialog: 'inventory/AddPropDialog', remote: 'inventory', action: 'editItems' },
  },
  {
    label: 'Set Pieces',
    figure: 'totalSets',
    icon: Boxes,
    tone: 'bg-amber-100 text-amber-800',
    add: { label: 'Add Set', dialog: 'inventory/AddSetDialog', remote: 'inventory', action: 'editItems' },
  },
  {
    label: 'Costumes',
    figure: 'totalCostumes',
    icon: Shirt,
    tone: 'bg-pink-100 text-pink-700',
    add: {
      label: 'Add Costume',
      dialog: 'inventory/AddCostumeDialog',
      remote: 'inventory',
      action: 'editItems',
    },
  },
  {
    label: 'Active Productions',
    figure: 'activeProductions',
    icon: Theater,
    tone: 'bg-green-100 text-green-800',
    add: {
      label: 'New Production',
      dialog: 'productions/AddProductionDialog',
      remote: 'productions',
      action: 'manageProductions',
    },
  },
  {
    label: 'Department Users',
    figure: 'departmentUsers',
    icon: Users,
    tone: 'bg-sky-100 text-sky-800',
    add: { label: 'Invite User', dialog: 'admin/InviteUserDialog', remote: 'admin', action: 'inviteUsers' },
  },
];

/** Where the department's items are today: one small figure each, coloured as their bookings are. */
const ITEMS_TODAY: { key: 'available' | 'in_use' | 'on_loan' | 'blocked'; label: string; dot: string }[] = [
  { key: 'available', label: 'Available', dot: 'bg-green-500' },
  { key: 'in_use', label: 'In use', dot: 'bg-purple-500' },
  { key: 'on_loan', label: 'On loan', dot: 'bg-indigo-500' },
  { key: 'blocked', label: 'Blocked', dot: 'bg-orange-500' },
];

const ACTIVITY_ICONS: Record<string, LucideIcon> = { create: Sparkles, lend: Handshake, return: RotateCcw };

/** Below the kit's `sm` breakpoint (640 px): a phone held upright. */
const PHONE = '(max-width: 639px)';

/**
 * Whether the screen is phone-sized now, following rotation and resizing. The sections are put in
 * that order in the page itself (not only drawn so), so reading and tabbing follow what is seen.
 */
function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() =>
    typeof window === 'undefined' ? false : (window.matchMedia?.(PHONE).matches ?? false),
  );
  useEffect(() => {
    const query = window.matchMedia?.(PHONE);
    if (!query) return;
    const change = () => setPhone(query.matches);
    change();
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return phone;
}

export function DashboardPage() {
  const client = useApi();
  const department = useCurrentDepartment();
  const { data: user } = useCurrentUser();
  const [openDialog, setOpenDialog] = useState<AddDialogId | null>(null);
  const phone = usePhoneWidth();
  const dashboard = useQuery(dashboardQuery(client, department?.id ?? null));
  // Its own query, asked at once; its lists render once the figures are in (or failed).
  const week = useQuery(weekQuery(client, department?.id ?? null));
  const { data: invitations = [] } = useInvitations();

  if (!department) {
    return invitations.length > 0 ? (
      <EmptyState
        title="No department yet"
        description={`You have ${invitations.length === 1 ? 'an invitation' : `${invitations.length} invitations`} to join a theatre department.`}
        action={
          <Link
            to="/invitations"
            className="inline-flex items-center rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-medium text-white shadow-xs hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            View invitations
          </Link>
        }
      />
    ) : (
      <EmptyState
        title="No department yet"
        description="You are not a member of a theatre department. Ask a department admin to invite you."
      />
    );
  }

  const figures = dashboard.data;
  const figureCards = (
    <section
      key="figures"
      aria-label="Department figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5"
    >
      {CARDS.map((card) => {
        const Icon = card.icon;
        const canAdd = hasRemote(card.add.remote) && can(user, card.add.action);
        return (
          <div
            key={card.figure}
            className="flex flex-col rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200"
          >
            <div className="flex items-center gap-3">
              <span className={`rounded-md p-2 ${card.tone}`} aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <h2 className="text-sm font-medium text-gray-700">{card.label}</h2>
            </div>
            <p className="mt-3 text-3xl font-semibold text-gray-900" data-testid={`stat-${card.figure}`}>
              {figures ? figures[card.figure] : <Skeleton className="h-8 w-12" />}
            </p>
            {canAdd && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-4 self-start"
                icon={<Plus className="size-4" aria-hidden="true" />}
                onClick={() => setOpenDialog(card.add.dialog)}
              >
                {card.add.label}
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
  const itemsToday = (
    <section
      key="items-today"
      aria-labelledby="items-today-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-xs ring-1 ring-gray-200"
    >
      <h2 id="items-today-heading" className="text-sm font-medium text-gray-700">
        Items today
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
        {ITEMS_TODAY.map(({ key, label, dot }) => (
          <div key={key} className="flex items-baseline gap-2">
            <span className={`size-2 shrink-0 self-center rounded-full ${dot}`} aria-hidden="true" />
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-xl font-semibold text-gray-900" data-testid={`items-today-${key}`}>
              {figures ? figures.items_today[key] : <Skeleton className="h-6 w-8" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
  const thisWeek = (
    <section
      key="week"
      aria-labelledby="week-heading"
      className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200"
    >
      <h2 id="week-heading" className="mb-2 text-base font-semibold text-gray-900">
        This week
      </h2>
      {dashboard.isPending ? (
        <RowSkeletons count={4} label="Loading this week" />
      ) : (
        <Suspense fallback={<RowSkeletons count={4} label="Loading this week" />}>
          <WeekLists week={week} />
        </Suspense>
      )}
    </section>
  );
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{figures?.department_name ?? department.name}</h1>
        <p className="mt-1 text-sm text-gray-600">Your department at a glance.</p>
      </div>

      {dashboard.isError && (
        <Alert>
          {errorMessage(dashboard.error, 'Error loading dashboard data. Some features may be limited.', {
            byStatus: { 403: 'Access denied. Please check your permissions.' },
          })}
        </Alert>
      )}

      {/* On a phone the week comes first: what needs doing before the counts (docs/calendar.md). */}
      {phone ? [thisWeek, figureCards, itemsToday] : [figureCards, itemsToday, thisWeek]}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title="Recent Activity">
          {dashboard.isPending ? (
            <RowSkeletons count={5} label="Loading recent activity" />
          ) : figures && figures.recentActivity.length > 0 ? (
            <ul className="divide-y divide-gray-100">
              {figures.recentActivity.map((item) => {
                const Icon = ACTIVITY_ICONS[item.type] ?? Sparkles;
                return (
                  <li key={item.id} className="flex items-start gap-3 py-3">
                    <span className="mt-0.5 rounded-full bg-gray-100 p-1.5 text-gray-700" aria-hidden="true">
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm text-gray-900">{item.description}</p>
                      <p className="text-xs text-gray-600">
                        {item.actor_name ? `${item.actor_name} · ` : ''}
                        <time dateTime={String(item.created_at)}>{timeAgo(item.created_at)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="py-6 text-center text-sm text-gray-600">No activity yet.</p>
          )}
        </Panel>
        {hasRemote('productions') && (
          <Panel title="Upcoming Productions" headless>
            <RemotePanel id="productions/UpcomingProductions" fallback={<RowSkeletons count={3} />} />
          </Panel>
        )}
      </div>

      {CARDS.map(
        (card) =>
          openDialog === card.add.dialog && (
            <RemoteDialog
              key={card.add.dialog}
              id={card.add.dialog}
              open
              onClose={() => setOpenDialog(null)}
            />
          ),
      )}
    </div>
  );
}

/** A white panel; `headless` when the content brings its own heading. */
function Panel({
  title,
  headless = false,
  children,
}: {
  title: string;
  headless?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={headless ? title : undefined}
      className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200"
    >
      {!headless && <h2 className="mb-2 text-base font-semibold text-gray-900">{title}</h2>}
      {children}
    </section>
  );
}
