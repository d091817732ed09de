import { useState, type MouseEvent, type ReactNode } from 'react';
import { ArrowLeft, Handshake, Pencil, Printer, Trash2 } from 'lucide-react';
import {
  Button,
  can,
  ErrorNotice,
  FactList,
  PageHeader,
  Skeleton,
  useCurrentUser,
  ApiError,
  displayCode,
  useReachableHref,
} from '@scenedock/ui';
import { Link, useLocation, useNavigate, useParams } from '@scenedock/ui/router';
import { AvailabilityStatus } from '../components/AvailabilityStatus';
import { DeleteItemDialog } from '../components/DeleteItemDialog';
import { ItemBadges } from '../components/ItemBadges';
import { ItemCalendar } from '../components/item/ItemCalendar';
import { ItemDamage } from '../components/item/ItemDamage';
import { ItemHistory } from '../components/item/ItemHistory';
import { ItemPhotos } from '../components/item/ItemPhotos';
import { PrintLabelsDialog } from '../components/labels/PrintLabelsDialog';
import { commonFacts, COSTUME_PAGE, PROP_PAGE, SET_PAGE, type ItemKindPage } from '../lib/itemKinds';
import type { InventoryItem } from '../lib/items';

/** A router Link drawn as the kit's secondary button (Back, Lend). */
const LINK_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md bg-white px-3.5 py-2 text-sm font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const ICON = { className: 'size-4', 'aria-hidden': true } as const;

/** Where the list left off, when the page was opened from it (its filters and page in the address). */
interface FromList {
  back?: string;
}

export function PropPage() {
  return <ItemPage page={PROP_PAGE} />;
}
export function SetPage() {
  return <ItemPage page={SET_PAGE} />;
}
export function CostumePage() {
  return <ItemPage page={COSTUME_PAGE} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * An item's own page (`/props/7`, `/sets/3`, `/costumes/12`): its photos, every field, its booking
 * calendar and its history, with what the reader's role may do. The address can be shared.
 */
export function ItemPage<T extends InventoryItem>({ page }: { page: ItemKindPage<T> }) {
  const params = useParams();
  const itemId = Number(params.id);
  const valid = Number.isInteger(itemId) && itemId > 0;
  const query = page.useItem(valid ? itemId : 0);
  const location = useLocation();
  const navigate = useNavigate();
  const back = (location.state as FromList | null)?.back;
  const { data: user } = useCurrentUser();
  const canEdit = can(user, 'editItems');
  const canDelete = can(user, 'deleteItems');
  const canOffer = can(user, 'offerItems');
  const reachable = useReachableHref();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const removal = page.useRemove();
  const FormDialog = page.form;

  // Opened from the list: Back goes back through history, so the list keeps its filters and scroll.
  const goBack = (event: MouseEvent) => {
    if (!back) return;
    event.preventDefault();
    void navigate(-1);
  };
  const backLink = (
    <Link
      to={back ?? page.listPath}
      onClick={goBack}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
    >
      <ArrowLeft {...ICON} />
      Back to {page.plural}
    </Link>
  );

  const item = query.data;
  const missing = !valid || (!item && query.error instanceof ApiError && query.error.status === 404);

  if (missing) {
    return (
      <div className="space-y-4">
        {backLink}
        {/* The page's h1, in the empty state's frame: a shared link to a deleted item lands here. */}
        <div className="flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-gray-200 px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-gray-900">This {page.noun} was not found</h1>
          <p className="mt-1 max-w-md text-sm text-gray-600">
            It may have been deleted, or it belongs to another department.
          </p>
          <Link to={page.listPath} className={`mt-5 ${LINK_BUTTON}`}>
            Back to {page.plural}
          </Link>
        </div>
      </div>
    );
  }
  if (!item && query.isError) {
    return (
      <div className="space-y-4">
        {backLink}
        <ErrorNotice
          layout="page"
          title={`Could not load this ${page.noun}`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!item) {
    return (
      <div className="space-y-4" role="status" aria-label={`Loading the ${page.noun}`}>
        {backLink}
        <Skeleton className="h-8 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }

  async function remove(target: T) {
    await removal.mutateAsync(target);
    // The item is gone: its page leaves the history for the list.
    void navigate(back ?? page.listPath, { replace: true });
  }

  return (
    <div className="space-y-6">
      {backLink}
      <PageHeader
        title={item.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-gray-700">{KIND_WORD[page.itemType]}</span>
            <ItemBadges item={item} />
            {page.chip?.(item)}
            {item.code && (
              <span className="font-mono text-sm text-gray-700">
                <span className="sr-only">Label code </span>
                {displayCode(item.code)}
              </span>
            )}
          </span>
        }
        actions={
          <>
            {canEdit && (
              <Button variant="secondary" icon={<Pencil {...ICON} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            <Button variant="secondary" icon={<Printer {...ICON} />} onClick={() => setPrinting(true)}>
              Print label
            </Button>
            {canOffer && reachable('/lending') !== undefined && (
              <Link to={`/lending?offer=${page.itemType}:${item.id}`} className={LINK_BUTTON}>
                <Handshake {...ICON} />
                Lend to another department
              </Link>
            )}
            {/* A loan of the item to a person (docs/lending.md, "Lending to people"). */}
            {canEdit && reachable('/lending') !== undefined && (
              <Link to={`/lending/people?lend=${page.itemType}:${item.id}`} className={LINK_BUTTON}>
                <Handshake {...ICON} />
                Lend to a person
              </Link>
            )}
            {canDelete && (
              <Button variant="danger" icon={<Trash2 {...ICON} />} onClick={() => setDeleting(true)}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <AvailabilityStatus item={item} className="-mt-3" />

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Section title="Photos">
          <ItemPhotos
            itemType={page.itemType}
            itemId={item.id}
            itemName={item.name}
            picture={page.picture(item)}
            canEdit={canEdit}
          />
        </Section>
        <Section title="Details">
          <FactList facts={[...page.facts(item), ...commonFacts(item)]} />
        </Section>
      </div>

      <Section title="Booking calendar">
        <ItemCalendar itemType={page.itemType} itemId={item.id} itemName={item.name} />
      </Section>

      {/* Loans that brought it back worse (docs/lending.md, "Damage reports"), on the lending screens. */}
      {reachable('/lending') !== undefined && (
        <Section title="Damage">
          <ItemDamage itemType={page.itemType} itemId={item.id} itemName={item.name} />
        </Section>
      )}

      <Section title="History">
        <ItemHistory itemType={page.itemType} itemId={item.id} itemName={item.name} />
      </Section>

      <FormDialog open={editing} onClose={() => setEditing(false)} item={item} />
      <PrintLabelsDialog
        kind={LABEL_KIND[page.kind]}
        open={printing}
        onClose={() => setPrinting(false)}
        target={{ ids: [item.id] }}
        title={`Print label for ${item.name}`}
      />
      <DeleteItemDialog
        kind={page.kind}
        title={page.deleteTitle}
        item={deleting ? item : null}
        onClose={() => setDeleting(false)}
        remove={remove}
      />
    </div>
  );
}

const LABEL_KIND = { prop: 'props', set: 'sets', costume: 'costumes' } as const;

const KIND_WORD = { prop: 'Prop', set_piece: 'Set piece', costume_piece: 'Costume' } as const;
