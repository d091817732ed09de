import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { Alert, Button, formatPeriod, SelectField, TextField } from '@scenedock/ui';
import { useBookForProduction } from '../../api/bookings';
import { bookErrorMessage } from '../../api/errors';
import { useBookableProductions } from '../../api/productions';
import type { ItemType } from '../../lib/items';

/**
 * 'Book for a production': the production uses the item on its own days (the booking then moves
 * with them), or on days of its own. A clash is shown in the server's words, which name what holds
 * the item and when it is free.
 */
export function BookForProductionForm({
  itemType,
  itemId,
  itemName,
  onDone,
}: {
  itemType: ItemType;
  itemId: number;
  itemName: string;
  onDone: () => void;
}) {
  const headingId = useId();
  const productions = useBookableProductions(true);
  const book = useBookForProduction();
  const [productionId, setProductionId] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<{ production?: string; ends?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = productions.data?.find((p) => String(p.id) === productionId);
  const options = [
    { value: '', label: productions.isPending ? 'Loading productions…' : 'Select a production' },
    ...(productions.data ?? []).map((p) => ({
      value: String(p.id),
      label: p.start_date ? `${p.title} (${formatPeriod(p.start_date, p.end_date)})` : p.title,
    })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      production: productionId ? undefined : 'Production is required',
      ends:
        startsOn && endsOn && endsOn < startsOn ? 'The last day cannot be before the first day' : undefined,
    };
    setErrors(found);
    if (found.production || found.ends) return;
    setFailure(null);
    try {
      await book.mutateAsync({
        item_type: itemType,
        item_id: itemId,
        production_id: Number(productionId),
        ...(startsOn ? { starts_on: startsOn } : {}),
        ...(endsOn ? { ends_on: endsOn } : {}),
      });
      toast.success(`"${itemName}" booked for "${chosen?.title ?? 'the production'}"`);
      onDone();
    } catch (error) {
      setFailure(bookErrorMessage(error));
    }
  }

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Book for a production
      </h3>
      {failure && <Alert>{failure}</Alert>}
      {productions.isError && <Alert>Could not load the productions.</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Production"
          required
          options={options}
          value={productionId}
          onChange={(event) => setProductionId(event.target.value)}
          error={errors.production}
        />
        <TextField
          label="First day"
          type="date"
          hint="Empty: the production's first day."
          value={startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
        />
        <TextField
          label="Last day"
          type="date"
          hint="Empty: the production's last day."
          value={endsOn}
          onChange={(event) => setEndsOn(event.target.value)}
          error={errors.ends}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={book.isPending}>
          {book.isPending ? 'Booking...' : 'Book'}
        </Button>
      </div>
    </form>
  );
}
