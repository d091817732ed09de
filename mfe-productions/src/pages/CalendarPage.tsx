import { useMemo, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import {
  Button,
  ErrorNotice,
  PageHeader,
  useCurrentDepartment,
  useListParams,
  useReachableHref,
} from '@scenedock/ui';
import {
  Calendar,
  currentMonth,
  monthRange,
  preferredCalendarView,
  type CalendarView,
} from '@scenedock/ui/calendar';
import { useCalendar } from '../api/calendar';
import { calendarError } from '../api/errors';
import { useProductionById, useProductions } from '../api/productions';
import { CalendarFilters } from '../components/calendar/CalendarFilters';
import { LazySubscribeDialog } from '../components/lazyDialogs';
import { kindsParam, parseKinds, parseMonth, toCalendarEntry } from '../lib/calendar';

/** Everything the calendar shows is in the address, so a link keeps the month, the view and the filters. */
const CALENDAR_PARAMS = ['month', 'view', 'kinds', 'production'] as const;
/** The production filter's choices: the department's productions, newest plans included. */
const PRODUCTION_CHOICES = 200;

/** /calendar: the department's productions, loans both ways and blocked items, by month or as a list. */
export function CalendarPage() {
  const department = useCurrentDepartment();
  const list = useListParams(CALENDAR_PARAMS, 1);
  const [subscribing, setSubscribing] = useState(false);
  // The narrow screen's default is the agenda; a chosen view is kept in the address.
  const [defaultView] = useState(preferredCalendarView);

  const month = parseMonth(list.values.month) ?? currentMonth();
  const view: CalendarView =
    list.values.view === 'agenda' || list.values.view === 'month' ? list.values.view : defaultView;
  const kinds = parseKinds(list.values.kinds);
  const productionId = Number(list.values.production) || undefined;
  const range = useMemo(() => monthRange(month), [month]);

  const calendar = useCalendar({ ...range, kinds, production_id: productionId });
  const productions = useProductions({ skip: 0, limit: PRODUCTION_CHOICES });
  // A linked production beyond the first choices (or still loading) is named all the same.
  const chosen = useProductionById(productionId ?? 0);
  const choices = useMemo(() => {
    const listed = productions.data?.items ?? [];
    const extra = chosen.data && !listed.some((p) => p.id === chosen.data.id) ? [chosen.data] : [];
    return [...listed, ...extra];
  }, [productions.data, chosen.data]);
  const reachable = useReachableHref();
  const entries = useMemo(
    () =>
      (calendar.data ?? []).map((event) => {
        const entry = toCalendarEntry(event);
        return { ...entry, href: reachable(entry.href) };
      }),
    [calendar.data, reachable],
  );
  const name = department?.name ?? 'The department';

  return (
    <div>
      <PageHeader
        title="Calendar"
        description={`${name}: productions, loans and blocked items`}
        actions={
          <Button
            variant="secondary"
            icon={<CalendarPlus className="size-4" aria-hidden="true" />}
            onPointerEnter={() => void LazySubscribeDialog.preload()}
            onFocus={() => void LazySubscribeDialog.preload()}
            onClick={() => setSubscribing(true)}
          >
            Subscribe
          </Button>
        }
      />
      <CalendarFilters
        kinds={kinds}
        onKindsChange={(next) => list.update({ kinds: kindsParam(next) })}
        productionId={productionId ? String(productionId) : ''}
        onProductionChange={(id) => list.update({ production: id })}
        productions={choices}
      />
      {calendar.isError ? (
        <ErrorNotice
          title="Failed to load the calendar."
          message={calendarError(calendar.error)}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <Calendar
          entries={kinds.length === 0 ? [] : entries}
          month={month}
          onMonthChange={(next) => list.update({ month: next === currentMonth() ? '' : next })}
          view={view}
          onViewChange={(next) => list.update({ view: next })}
          label={`${name}’s calendar`}
          loading={calendar.isFetching}
          emptyText={
            kinds.length === 0
              ? 'Tick at least one kind above to see it here.'
              : list.values.kinds || productionId
                ? 'Nothing this month matches the filters.'
                : 'Nothing planned, lent, borrowed or blocked this month.'
          }
        />
      )}
      <LazySubscribeDialog
        open={subscribing}
        onClose={() => setSubscribing(false)}
        departmentName={department?.name}
      />
    </div>
  );
}
