import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import {
  Alert,
  Button,
  categoryLabel,
  Dialog,
  enumLabel,
  EnumBadge,
  FactList,
  TextAreaField,
  TextField,
  todayIso,
  usePlatform,
  type Fact,
} from '@scenedock/ui';
import { ItemImage } from '@scenedock/ui/illustrations';
import { borrowRequestError } from '../../api/errors';
import { useCreateLoan } from '../../api/loans';
import { useMarkRequested, type BorrowableItem } from '../../api/search';
import { borrowSchema, borrowStartValues, toBorrowBody, type BorrowValues } from '../../forms/borrow';
import { firstProblem } from '../../forms/problem';
import { ITEM_TYPE_LABELS, milesText } from '../../lib/labels';
import { OutsideProductionConfirm, outsideProductionQuestion } from '../OutsideProductionConfirm';
import { ProductionSelect } from '../ProductionSelect';
import type { SearchedDays } from '../../lib/searchFilters';
import { AvailabilityBadge, heldByLine } from './ResultCard';

function ItemFacts({ item }: { item: BorrowableItem }) {
  const facts: Fact[] = [
    ['Type', ITEM_TYPE_LABELS[item.item_type]],
    ['Condition', <EnumBadge key="c" kind="condition" value={item.condition} />],
  ];
  if (item.category) facts.push(['Category', categoryLabel(item.category)]);
  if (item.location) facts.push(['Location', item.location]);
  if (item.dimensions) facts.push(['Dimensions', item.dimensions]);
  if (item.pieces_count) facts.push(['Pieces', String(item.pieces_count)]);
  if (item.size) facts.push(['Size', enumLabel('costumeSize', item.size)]);
  if (item.color) facts.push(['Color', item.color]);
  if (item.material) facts.push(['Material', item.material]);
  if (item.components?.length) facts.push(['Components', item.components.join(', ')]);
  if (item.tags.length) facts.push(['Tags', item.tags.join(', ')]);
  const contact = [item.department_contact, item.department_email].filter(Boolean).join(' · ');
  facts.push([
    'Department',
    <>
      <span className="font-medium text-gray-900">{item.department_name || item.department.name}</span>
      {item.department_address && <span className="block text-gray-600">{item.department_address}</span>}
      {contact && <span className="block text-gray-600">{contact}</span>}
    </>,
  ]);
  if (item.distance !== null && item.distance !== undefined)
    facts.push(['Distance', milesText(item.distance)]);
  if (item.description) facts.push(['Description', item.description, { long: true }]);
  return <FactList facts={facts} />;
}

/**
 * An item of another department, and the request to borrow it: the days it is needed (the days
 * searched for; today to a month ahead when none were), a message to its department and notes.
 * Filed as a loan the lender decides on.
 */
export function BorrowDialog({
  item,
  days = null,
  onClose,
}: {
  item: BorrowableItem | null;
  /** the days the search asked about */
  days?: SearchedDays | null;
  onClose: () => void;
}) {
  const formId = useId();
  const create = useCreateLoan();
  if (!item) return null;
  const mayAsk = item.available && !item.requested_by_you;
  return (
    <Dialog
      open
      onClose={create.isPending ? () => undefined : onClose}
      title={item.name}
      description={item.department_name || item.department.name}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {mayAsk ? 'Cancel' : 'Close'}
          </Button>
          {mayAsk && (
            <Button type="submit" form={formId} loading={create.isPending}>
              Send Request
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <ItemImage
          src={item.image_url}
          alt=""
          kind={item.item_type}
          category={item.category}
          className="h-40 w-full shrink-0 rounded-md sm:w-48"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <AvailabilityBadge item={item} />
          <ItemFacts item={item} />
        </div>
      </div>
      {mayAsk ? (
        <RequestForm formId={formId} item={item} days={days} save={create.mutateAsync} onSent={onClose} />
      ) : (
        <p className="mt-6 rounded-md bg-gray-50 p-3 text-sm text-gray-700 ring-1 ring-gray-200">
          {item.requested_by_you
            ? 'Your department has already asked to borrow this item. Follow the request under Lending & Transfers.'
            : (heldByLine(item) ?? 'This item is not available to borrow at the moment.')}
        </p>
      )}
    </Dialog>
  );
}

function RequestForm({
  formId,
  item,
  days,
  save,
  onSent,
}: {
  formId: string;
  item: BorrowableItem;
  days: SearchedDays | null;
  save: ReturnType<typeof useCreateLoan>['mutateAsync'];
  onSent: () => void;
}) {
  const { departmentId } = usePlatform();
  const markRequested = useMarkRequested();
  const [values, setValues] = useState<BorrowValues>(() => borrowStartValues(days, todayIso()));
  const [problem, setProblem] = useState<string | null>(null);
  // The server's question when the days miss the chosen production's (docs/lending.md).
  const [question, setQuestion] = useState<string | null>(null);
  const set = (field: keyof BorrowValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function send(confirmOutside: boolean) {
    if (departmentId === null) return;
    const body = toBorrowBody(values, item, departmentId);
    await save(confirmOutside ? { ...body, confirm_outside_production: true } : body);
    markRequested(item);
    toast.success(`Request sent to ${item.department_name || item.department.name}`);
    onSent();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = firstProblem(borrowSchema(todayIso()), values);
    setProblem(found);
    if (found || departmentId === null) return;
    try {
      await send(false);
    } catch (error) {
      const asked = outsideProductionQuestion(error);
      if (asked) setQuestion(asked);
      else toast.error(borrowRequestError(error));
    }
  }

  async function confirmOutside() {
    try {
      await send(true);
    } catch (error) {
      toast.error(borrowRequestError(error));
      throw error;
    }
  }

  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Request to borrow"
        className="mt-6 space-y-4 border-t border-gray-200 pt-4"
      >
        <h3 className="text-base font-semibold text-gray-900">Request to borrow</h3>
        {problem && <Alert>{problem}</Alert>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            required
            min={todayIso()}
            value={values.start_date}
            onChange={set('start_date')}
          />
          <TextField
            label="End date"
            type="date"
            required
            min={values.start_date || todayIso()}
            value={values.end_date}
            onChange={set('end_date')}
          />
        </div>
        <ProductionSelect
          value={values.production_id}
          onChange={(production_id) => setValues((current) => ({ ...current, production_id }))}
        />
        <TextAreaField
          label="Message"
          required
          rows={3}
          maxLength={2000}
          placeholder="Tell them what it is for and how you would collect it"
          value={values.message}
          onChange={set('message')}
        />
        <TextAreaField
          label="Additional notes"
          rows={2}
          maxLength={2000}
          value={values.notes}
          onChange={set('notes')}
        />
      </form>
      <OutsideProductionConfirm
        question={question}
        onClose={() => setQuestion(null)}
        onConfirm={confirmOutside}
      />
    </>
  );
}
