import { CheckboxField, SelectField } from '@scenedock/ui';
import type { CalendarKind } from '../../api/calendar';
import type { Production } from '../../api/productions';
import { CALENDAR_KINDS } from '../../lib/calendar';

export interface CalendarFiltersProps {
  kinds: readonly CalendarKind[];
  onKindsChange: (kinds: CalendarKind[]) => void;
  /** '' for every production */
  productionId: string;
  onProductionChange: (id: string) => void;
  productions: readonly Pick<Production, 'id' | 'title'>[];
}

/** What the calendar shows: which kinds (check boxes) and one production or all. */
export function CalendarFilters({
  kinds,
  onKindsChange,
  productionId,
  onProductionChange,
  productions,
}: CalendarFiltersProps) {
  function toggle(kind: CalendarKind, on: boolean) {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    onKindsChange(CALENDAR_KINDS.map((k) => k.kind).filter((k) => next.has(k)));
  }
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-gray-200 sm:flex-row sm:items-end sm:justify-between">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-gray-900">Show</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CALENDAR_KINDS.map(({ kind, label }) => (
            <CheckboxField
              key={kind}
              label={label}
              checked={kinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="w-full sm:w-64">
        <SelectField
          label="Production"
          value={productionId}
          onChange={(event) => onProductionChange(event.target.value)}
          options={[
            { value: '', label: 'All productions' },
            ...productions.map((p) => ({ value: String(p.id), label: p.title })),
          ]}
        />
      </div>
    </div>
  );
}
