import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@scenedock/ui/headless';
import { Link } from '@scenedock/ui/router';
import { CalendarDays, Minus, Plus } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import {
  ApiError,
  Badge,
  bookingLine,
  Button,
  can,
  Dialog,
  ErrorNotice,
  itemPathOf,
  RowSkeletons,
  SearchInput,
  TextField,
  todayIso,
  useCurrentUser,
  useDebouncedValue,
  type BookingOut,
} from '@scenedock/ui';
import { useProduction, type Production } from '../api/productions';
import { useItems, type ItemKind, type ItemQuery, type ItemSummary } from '../api/items';
import {
  useBookForProduction,
  useChangeBookingDays,
  useRemoveBooking,
  type BookingDaysBody,
} from '../api/bookings';
import { bookingError } from '../api/errors';
import {
  bookingDaysSchema,
  bookingDaysValues,
  FOLLOW_PRODUCTION_BODY,
  toBookingDaysBody,
  type BookingDaysValues,
} from '../forms/bookingDays';
import { bookingDaysText, freeFromText, holdsItemsText, ITEM_KINDS } from '../lib/labels';

const LIST_LIMIT = 100;

const COUNT_OF: Record<
  ItemKind,
  keyof Pick<Production, 'props_count' | 'sets_count' | 'costume_pieces_count'>
> = {
  props: 'props_count',
  sets: 'sets_count',
  costumes: 'costume_pieces_count',
};

/**
 * 'Manage Production Items': per item kind, what the production has booked (on which days), what is
 * free on the production's days to add, and what another booking holds then (who, and until when).
 */
export function ProductionItemsDialog({
  production: initial,
  onClose,
}: {
  production: Production | null;
  onClose: () => void;
}) {
  // Fresh counts for the tab labels after each add or remove, and fresh days should they move.
  const { data } = useProduction(initial);
  const production = data ?? initial;
  return (
    <Dialog
      open={production !== null}
      onClose={onClose}
      title="Manage Production Items"
      description={
        production && (
          <>
            {production.title}
            <span className="mt-0.5 flex items-start gap-1.5 text-gray-700">
              <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {holdsItemsText(production)}
            </span>
          </>
        )
      }
      size="xl"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {production && (
        <TabGroup>
          <TabList className="flex gap-1 overflow-x-auto border-b border-gray-200">
            {ITEM_KINDS.map(({ kind, label }) => (
              <Tab
                key={kind}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-2 py-2 text-sm sm:gap-2 sm:px-4 font-medium text-gray-700 hover:text-gray-900 focus:outline-none data-[focus]:outline-2 data-[focus]:outline-indigo-600 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700"
              >
                {label}
                <Badge tone="gray">{production[COUNT_OF[kind]]}</Badge>
              </Tab>
            ))}
          </TabList>
          <TabPanels className="pt-4">
            {ITEM_KINDS.map(({ kind, label }) => (
              <TabPanel key={kind} className="focus:outline-none">
                <ItemsTab kind={kind} label={label} production={production} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </Dialog>
  );
}

/** The item a running call is about, if one runs. */
function pendingItem(...calls: { isPending: boolean; variables?: { itemId: number } }[]) {
  return calls.find((call) => call.isPending)?.variables?.itemId;
}

function ItemsTab({ kind, label, production }: { kind: ItemKind; label: string; production: Production }) {
  const { data: user } = useCurrentUser();
  const mayBook = can(user, 'editItems');
  const book = useBookForProduction(kind);
  const change = useChangeBookingDays(kind);
  const release = useRemoveBooking(kind);
  const busyId = pendingItem(book, change, release);
  const busy = busyId !== undefined;
  const [editing, setEditing] = useState<number | null>(null);
  const today = todayIso();

  function add(item: ItemSummary) {
    book.mutate(
      { itemId: item.id, productionId: production.id },
      {
        onSuccess: (booking) =>
          toast.success(`${item.name} added to production, held ${bookingDaysText(booking)}`),
        onError: (error) => toast.error(bookingError(error, 'Failed to add item to production')),
      },
    );
  }

  function remove(item: ItemSummary, booking: BookingOut) {
    release.mutate(
      { itemId: item.id, bookingId: booking.id },
      {
        onSuccess: () => toast.success(`${item.name} removed from production`),
        onError: (error) => toast.error(bookingError(error, 'Failed to remove item from production')),
      },
    );
  }

  const lower = label.toLowerCase();
  // Booked for this production: its own pane, whatever the other two would say of it.
  const booked = (item: ItemSummary) => item.availability.production_booking !== null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ItemList
        kind={kind}
        tall
        title="In this production"
        searchLabel={`Search ${lower} in this production`}
        query={{ production_id: production.id }}
        empty={`No ${lower} in this production yet.`}
      >
        {(item) => {
          const booking = item.availability.production_booking;
          return (
            <ItemRow
              item={item}
              href={itemPathOf(kind, item.id)}
              note={
                booking && (
                  <>
                    <span className="sr-only">Held </span>
                    {bookingDaysText(booking)}
                    {booking.follows_production && <span className="text-gray-600"> (production dates)</span>}
                  </>
                )
              }
              action={
                mayBook &&
                booking && (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Change days of ${item.name}`}
                      aria-expanded={editing === item.id}
                      icon={<CalendarDays className="size-4" aria-hidden="true" />}
                      disabled={busy}
                      onClick={() => setEditing(editing === item.id ? null : item.id)}
                    >
                      Change days
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove ${item.name}`}
                      icon={<Minus className="size-4" aria-hidden="true" />}
                      loading={release.isPending && busyId === item.id}
                      disabled={busy}
                      onClick={() => remove(item, booking)}
                    >
                      Remove
                    </Button>
                  </>
                )
              }
            >
              {mayBook && booking && editing === item.id && (
                <BookingDaysForm
                  item={item}
                  booking={booking}
                  saving={change.isPending && busyId === item.id}
                  disabled={busy}
                  save={(body) => change.mutateAsync({ itemId: item.id, bookingId: booking.id, body })}
                  onDone={() => setEditing(null)}
                />
              )}
            </ItemRow>
          );
        }}
      </ItemList>
      <ItemList
        kind={kind}
        title="Free on these days"
        searchLabel={`Search ${lower} free on these days`}
        // The server lists only items nothing else holds on the production's days.
        query={{ period_of: production.id, available: true }}
        empty={`No ${lower} free on these days.`}
        hide={booked}
      >
        {(item) => (
          <ItemRow
            item={item}
            href={itemPathOf(kind, item.id)}
            action={
              mayBook && (
                <Button
                  size="sm"
                  aria-label={`Add ${item.name}`}
                  icon={<Plus className="size-4" aria-hidden="true" />}
                  loading={book.isPending && busyId === item.id}
                  disabled={busy}
                  onClick={() => add(item)}
                >
                  Add
                </Button>
              )
            }
          />
        )}
      </ItemList>
      <ItemList
        kind={kind}
        title="Held on these days"
        searchLabel={`Search ${lower} held on these days`}
        // Held by another booking on some of the production's days: named, never offered.
        query={{ period_of: production.id, available: false }}
        empty={`No ${lower} held by anything else on these days.`}
        hide={booked}
      >
        {(item) => {
          const { clash, free_from } = item.availability;
          return (
            <ItemRow
              item={item}
              href={itemPathOf(kind, item.id)}
              note={clash && bookingLine(clash, today)}
              action={<Badge tone={free_from === null ? 'red' : 'yellow'}>{freeFromText(free_from)}</Badge>}
            />
          );
        }}
      </ItemList>
    </div>
  );
}

/** A row: the item's name and detail, a line about its days, its actions, and what opens beneath. */
function ItemRow({
  item,
  href,
  note,
  action,
  children,
}: {
  item: ItemSummary;
  /** the item's page */
  href: string;
  note?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {/* Wide enough to read; the actions wrap beneath it on a narrow screen. */}
        <div className="min-w-0 flex-[1_1_12rem]">
          <p className="truncate text-sm font-medium text-gray-900">
            <Link to={href} className="hover:text-indigo-700 hover:underline">
              {item.name}
            </Link>
          </p>
          <p className="truncate text-xs text-gray-600">{item.detail}</p>
          {note && <p className="mt-0.5 text-xs text-gray-800">{note}</p>}
        </div>
        {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
      </div>
      {children}
    </>
  );
}

const DAY_FIELDS: (keyof BookingDaysValues)[] = ['starts_on', 'ends_on'];

/** A booking's days, edited in its row: other days, or back to the production's own. */
function BookingDaysForm({
  item,
  booking,
  saving,
  disabled,
  save,
  onDone,
}: {
  item: ItemSummary;
  booking: BookingOut;
  saving: boolean;
  disabled: boolean;
  save: (body: BookingDaysBody) => Promise<BookingOut>;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BookingDaysValues>({
    resolver: zodResolver(bookingDaysSchema),
    mode: 'onTouched',
    defaultValues: bookingDaysValues(booking),
  });

  async function send(body: BookingDaysBody) {
    try {
      const saved = await save(body);
      toast.success(`${item.name} now held ${bookingDaysText(saved)}`);
      onDone();
    } catch (error) {
      // The server's field messages go next to their fields as well as into the toast.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((DAY_FIELDS as string[]).includes(field))
            setError(field as keyof BookingDaysValues, { message });
        }
      }
      toast.error(bookingError(error, `Failed to change the days of ${item.name}`));
    }
  }

  return (
    <form
      aria-label={`Days of ${item.name}`}
      onSubmit={handleSubmit((values) => send(toBookingDaysBody(values)))}
      noValidate
      className="mt-2 space-y-3 rounded-md bg-gray-50 p-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="First day"
          type="date"
          required
          error={errors.starts_on?.message}
          {...register('starts_on', { deps: ['ends_on'] })}
        />
        <TextField
          label="Last day"
          type="date"
          hint="Empty: until removed"
          error={errors.ends_on?.message}
          {...register('ends_on')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={saving} disabled={disabled}>
          Save
        </Button>
        {!booking.follows_production && (
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => void send(FOLLOW_PRODUCTION_BODY)}
          >
            Use production dates
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={saving} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ItemList({
  kind,
  title,
  searchLabel,
  query,
  empty,
  hide,
  tall = false,
  children: renderItem,
}: {
  kind: ItemKind;
  title: string;
  searchLabel: string;
  query: Omit<ItemQuery, 'search' | 'limit'>;
  empty: string;
  hide?: (item: ItemSummary) => boolean;
  /** beside the two other panes on a wide screen: as tall as both */
  tall?: boolean;
  children: (item: ItemSummary) => ReactNode;
}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useItems(kind, { ...query, search: debounced || undefined, limit: LIST_LIMIT });
  const items = (list.data?.items ?? []).filter((item) => !hide?.(item));
  const total = list.data?.total ?? 0;

  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col rounded-lg ring-1 ring-gray-200 ${tall ? 'lg:row-span-2' : ''}`}
    >
      <div className="space-y-2 border-b border-gray-200 p-3">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {title} {list.data && <span className="font-normal text-gray-600">({total})</span>}
        </h3>
        <SearchInput
          label={searchLabel}
          placeholder="Search by name or description..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div
        className={`max-h-80 min-h-32 flex-1 overflow-y-auto p-3 ${tall ? 'lg:max-h-[38rem]' : ''}`}
        aria-busy={list.isFetching || undefined}
      >
        {list.isPending ? (
          <RowSkeletons count={3} label={`Loading ${title.toLowerCase()}`} />
        ) : list.isError ? (
          <ErrorNotice title="Failed to load inventory data" onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-gray-600">
            {debounced ? 'No items match the search.' : empty}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.id} className="py-2">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
        {total > (list.data?.items.length ?? 0) && (
          <p className="mt-2 text-xs text-gray-600">
            Showing the first {list.data?.items.length} of {total}. Search to narrow the list.
          </p>
        )}
      </div>
    </section>
  );
}
