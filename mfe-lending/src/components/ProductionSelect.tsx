import { useMemo } from 'react';
import { SelectField } from '@scenedock/ui';
import { LOAD_PRODUCTIONS_ERROR } from '../api/errors';
import { useOwnProductions } from '../api/productions';

/**
 * "For production": which of the department's productions a borrowed item is for (optional; the
 * loan then shows on that production's pull list and calendar). Completed and cancelled ones are
 * not offered, unless the loan already names one. Nothing shows when the department has none.
 */
export function ProductionSelect({
  value,
  onChange,
  current = null,
  hint = "Optional: the loan then shows on the production's pull list and calendar.",
}: {
  /** the production's id as the form holds it; '' for none */
  value: string;
  onChange: (value: string) => void;
  /** the production the loan names now (kept as a choice whatever its status) */
  current?: { id: number; title: string } | null;
  /** under the field: what naming a production does */
  hint?: string;
}) {
  const productions = useOwnProductions();
  const options = useMemo(() => {
    const open = (productions.data ?? [])
      .filter((production) => !production.over || String(production.id) === value)
      .map((production) => ({ value: String(production.id), label: production.title }))
      .sort((a, b) => a.label.localeCompare(b.label));
    if (current && !open.some((option) => option.value === String(current.id)))
      open.unshift({ value: String(current.id), label: current.title });
    return [{ value: '', label: productions.isPending ? 'Loading productions…' : 'No production' }, ...open];
  }, [productions.data, productions.isPending, value, current]);
  if (productions.isSuccess && options.length === 1) return null;
  return (
    <SelectField
      label="For production"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={productions.isError ? LOAD_PRODUCTIONS_ERROR : undefined}
      hint={hint}
    />
  );
}
