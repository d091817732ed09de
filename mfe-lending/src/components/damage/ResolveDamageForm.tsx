import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, CONDITIONS, enumLabel, SelectField, TextAreaField, type Condition } from '@scenedock/ui';
import type { DamageReport, DamageResolution } from '../../api/condition';
import { resolveDamageError, useResolveDamage } from '../../api/damage';

export const RESOLUTIONS: { value: DamageResolution; label: string }[] = [
  { value: 'repaired', label: 'Repaired' },
  { value: 'replaced', label: 'Replaced' },
  { value: 'accepted', label: 'Accepted as it is' },
  { value: 'charged', label: 'Charged to the borrower' },
];

export const resolutionLabel = (value: DamageResolution | null) =>
  RESOLUTIONS.find((r) => r.value === value)?.label ?? '';

/** A repair or a replacement changes the item: the resolution names its condition now. */
const SETS_CONDITION: DamageResolution[] = ['repaired', 'replaced'];

const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: enumLabel('condition', value) }));

/**
 * Resolving a damage report (the item's department's managers and up): repaired, replaced, accepted
 * or charged, with a note; a repair or a replacement asks the item's condition now, which the item
 * takes (docs/lending.md, "Damage reports").
 */
export function ResolveDamageForm({ report }: { report: DamageReport }) {
  const resolve = useResolveDamage();
  const [resolution, setResolution] = useState<DamageResolution>('repaired');
  // After a repair the item is usually as it went out.
  const [condition, setCondition] = useState<Condition>(report.condition_before);
  const [note, setNote] = useState('');
  const setsCondition = SETS_CONDITION.includes(resolution);
  return (
    <form
      className="space-y-3"
      aria-label="Resolve the damage report"
      onSubmit={(event) => {
        event.preventDefault();
        // mutateAsync, not mutate's callbacks: the refetched report is resolved, which removes this
        // form before those callbacks would run, and the toast would be lost.
        resolve
          .mutateAsync({ id: report.id, resolution, note, condition: setsCondition ? condition : null })
          .then(
            () =>
              toast.success(
                setsCondition
                  ? `Damage report resolved: "${report.item_name}" is ${enumLabel('condition', condition).toLowerCase()} now`
                  : 'Damage report resolved',
              ),
            (error: unknown) => toast.error(resolveDamageError(error)),
          );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Resolution"
          options={RESOLUTIONS}
          value={resolution}
          onChange={(event) => setResolution(event.target.value as DamageResolution)}
        />
        {setsCondition && (
          <SelectField
            label="Condition now"
            options={CONDITION_OPTIONS}
            value={condition}
            onChange={(event) => setCondition(event.target.value as Condition)}
            hint="The item's recorded condition becomes this."
          />
        )}
      </div>
      <TextAreaField
        label="Note"
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" loading={resolve.isPending}>
        Resolve
      </Button>
    </form>
  );
}
