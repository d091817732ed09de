import { useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Boxes, CalendarDays, Eye, MapPin, User } from 'lucide-react';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  EnumBadge,
  ErrorNotice,
  RowSkeletons,
  TextField,
} from '@scenedock/ui';
import { useUpcomingProductions, type DateRange, type Production } from '../api/productions';
import { upcomingListError } from '../api/errors';
import { useProductionDialogs } from './ProductionDialogs';
import { dateRangeText } from '../lib/labels';

/** The pause before a date filter applies, and the virtual list's figures. */
export const FILTER_DELAY_MS = 750;
const VIRTUAL_FROM = 25;
const ROW_HEIGHT = 180;
const OVERSCAN = 5;

const ORDER_MESSAGE = 'Start date must be before or equal to end date';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'Upcoming Productions' with its From/To filter; Escape, the backdrop and Close close it. */
export function UpcomingProductionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Upcoming Productions"
      description="Upcoming and active productions are shown by default. Choose a From or To date to see the productions in that range."
      size="xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {/* Mounted only while open: every opening starts unfiltered. */}
      <UpcomingList />
    </Dialog>
  );
}

const EMPTY_RANGE: DateRange = { from: '', to: '' };

function UpcomingList() {
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);
  const [applied, setApplied] = useState<DateRange>(EMPTY_RANGE);
  const [dateError, setDateError] = useState<string | null>(null);
  const dialogs = useProductionDialogs();
  const query = useUpcomingProductions(applied);

  // The filter applies once the dates have stopped changing for a moment, not on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setApplied(range), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [range]);

  /** A change is taken only if it keeps From ≤ To, or the other date is empty. */
  function change(side: keyof DateRange, value: string) {
    if (value && !ISO_DATE.test(value)) {
      setDateError(side === 'from' ? 'Invalid start date format' : 'Invalid end date format');
      return;
    }
    const next = { ...range, [side]: value };
    if (next.from && next.to && next.from > next.to) {
      setDateError(ORDER_MESSAGE);
      return;
    }
    setDateError(null);
    setRange(next);
  }

  function clear() {
    setDateError(null);
    setRange(EMPTY_RANGE);
    setApplied(EMPTY_RANGE);
  }

  const filtered = Boolean(applied.from || applied.to);
  const productions = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const waiting = range.from !== applied.from || range.to !== applied.to;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <TextField
            label="From"
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => change('from', event.target.value)}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'upcoming-date-error' : undefined}
          />
        </div>
        <div className="w-44">
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => change('to', event.target.value)}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'upcoming-date-error' : undefined}
          />
        </div>
        <Button variant="secondary" onClick={clear} disabled={!range.from && !range.to && !filtered}>
          Clear Filter
        </Button>
        <div className="ml-auto flex items-center gap-2 pb-2 text-sm text-gray-700" aria-live="polite">
          {waiting || query.isFetching ? <span>Updating…</span> : null}
          {query.data && (
            <Badge tone="indigo">
              {total} {total === 1 ? 'production' : 'productions'}
            </Badge>
          )}
        </div>
      </div>
      {dateError && (
        <p id="upcoming-date-error" role="alert" className="text-sm text-red-700">
          {dateError}
        </p>
      )}

      {query.isPending ? (
        <RowSkeletons count={7} label="Loading upcoming productions" />
      ) : query.isError ? (
        <ErrorNotice
          title={upcomingListError(query.error, filtered)}
          onRetry={() => void query.refetch()}
          actions={
            <Button variant="secondary" size="sm" onClick={clear}>
              Clear Filters
            </Button>
          }
        />
      ) : productions.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<CalendarDays className="size-10" />}
            title="No productions found"
            action={
              <button
                type="button"
                onClick={clear}
                className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
              >
                Clear filters to view upcoming productions
              </button>
            }
          />
        ) : (
          <EmptyState icon={<CalendarDays className="size-10" />} title="No upcoming productions" />
        )
      ) : productions.length >= VIRTUAL_FROM ? (
        <VirtualRows
          productions={productions}
          total={total}
          loadMore={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
          }}
          dialogs={dialogs}
        />
      ) : (
        <ul className="space-y-3">
          {productions.map((production) => (
            <li key={production.id}>
              <UpcomingRow production={production} dialogs={dialogs} />
            </li>
          ))}
        </ul>
      )}
      {dialogs.dialogs}
    </div>
  );
}

type Dialogs = ReturnType<typeof useProductionDialogs>;

/** Long lists render only the rows in view (plus a few either side), and load on as they scroll. */
function VirtualRows({
  productions,
  total,
  loadMore,
  dialogs,
}: {
  productions: Production[];
  total: number;
  loadMore: () => void;
  dialogs: Dialogs;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: productions.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (lastIndex >= productions.length - OVERSCAN) loadMore();
  }, [lastIndex, productions.length, loadMore]);

  return (
    <div
      ref={scroller}
      className="h-[60vh] overflow-y-auto p-0.5"
      tabIndex={0}
      aria-label="Upcoming productions list"
    >
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <li
            key={productions[row.index].id}
            aria-setsize={total}
            aria-posinset={row.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
          >
            <UpcomingRow production={productions[row.index]} dialogs={dialogs} fixed />
          </li>
        ))}
      </ul>
    </div>
  );
}

function UpcomingRow({
  production,
  dialogs,
  fixed = false,
}: {
  production: Production;
  dialogs: Dialogs;
  fixed?: boolean;
}) {
  return (
    <article
      aria-labelledby={`upcoming-${production.id}`}
      className={`flex flex-col justify-between gap-2 overflow-hidden rounded-lg p-4 ring-1 ring-gray-200 ${fixed ? 'h-[168px]' : ''}`}
    >
      <div className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`upcoming-${production.id}`} className="truncate text-base font-semibold text-gray-900">
            {production.title}
          </h3>
          <EnumBadge kind="productionStatus" value={production.status} />
        </div>
        {production.description && (
          <p className="line-clamp-1 text-sm text-gray-700">{production.description}</p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-gray-500" aria-hidden="true" />
            {dateRangeText(production)}
          </span>
          {production.venue && (
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4 text-gray-500" aria-hidden="true" />
              {production.venue}
            </span>
          )}
          {production.director && (
            <span className="flex items-center gap-1.5">
              <User className="size-4 text-gray-500" aria-hidden="true" />
              {production.director}
            </span>
          )}
        </p>
        <p className="text-xs text-gray-600">
          Cast {production.cast_size ?? 0} · Props {production.props_count} · Sets {production.sets_count} ·
          Costumes {production.costume_pieces_count}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Eye className="size-4" aria-hidden="true" />}
          aria-label={`View Details of ${production.title}`}
          onClick={() => dialogs.showDetail(production)}
        >
          View Details
        </Button>
        {dialogs.manageItems && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Boxes className="size-4" aria-hidden="true" />}
            aria-label={`Manage Items of ${production.title}`}
            onClick={() => dialogs.manageItems?.(production)}
          >
            Manage Items
          </Button>
        )}
      </div>
    </article>
  );
}
