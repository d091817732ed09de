import { useRef, useState } from 'react';
import { CalendarPlus, Copy, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button, Dialog, ErrorNotice, formatDate, RowSkeletons } from '@scenedock/ui';
import {
  useCalendarFeeds,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
  type CalendarFeed,
} from '../../api/calendar';
import { calendarFeedError } from '../../api/errors';

export interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
  /** the production whose feed this is; absent: the department's calendar */
  production?: { id: number; title: string } | null;
  /** the department's name, for the department's feed */
  departmentName?: string;
}

/** webcal:// makes the system hand the address to its calendar app, which then subscribes. */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * Subscribing a calendar app to the department's calendar or one production's: the person's feed for
 * that scope, made here, its secret address shown once (the server keeps only its hash), renewed or
 * stopped.
 */
export function SubscribeDialog({ open, onClose, production = null, departmentName }: SubscribeDialogProps) {
  const what = production ? `“${production.title}”` : `${departmentName ?? 'the department'}’s calendar`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={production ? 'Subscribe to this production' : 'Subscribe to the calendar'}
      description={`See ${what} in Google Calendar, Outlook or Apple Calendar. It updates by itself.`}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {/* Mounted only while open: a shown address is forgotten when the dialog closes. */}
      <FeedPanel productionId={production?.id ?? null} />
    </Dialog>
  );
}

function isScope(feed: CalendarFeed, productionId: number | null): boolean {
  return productionId === null
    ? feed.scope === 'department'
    : feed.scope === 'production' && feed.production_id === productionId;
}

function FeedPanel({ productionId }: { productionId: number | null }) {
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  // The address as the server answered it: the one time it can be shown.
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'stop' | null>(null);

  if (feeds.isPending) return <RowSkeletons count={2} label="Loading your calendar feeds" />;
  if (feeds.isError)
    return (
      <ErrorNotice
        title="Failed to load your calendar feeds."
        message={calendarFeedError(feeds.error, 'Please try again.')}
        onRetry={() => void feeds.refetch()}
      />
    );

  const feed = made ?? feeds.data.find((f) => isScope(f, productionId)) ?? null;

  async function makeAddress() {
    try {
      const answer = await create.mutateAsync(productionId);
      setMade(answer);
      setConfirming(null);
      toast.success(feed ? 'New address made. The old one no longer works.' : 'Calendar address made.');
    } catch (error) {
      toast.error(calendarFeedError(error, 'Failed to make a calendar address. Please try again.'));
    }
  }

  async function stopFeed(id: number) {
    try {
      await remove.mutateAsync(id);
      setMade(null);
      setConfirming(null);
      toast.success('Feed stopped. Its address no longer works.');
    } catch (error) {
      toast.error(calendarFeedError(error, 'Failed to stop the feed. Please try again.'));
    }
  }

  if (!feed)
    return (
      <div className="space-y-4">
        <HowTo />
        <Button
          icon={<CalendarPlus className="size-4" aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => void makeAddress()}
        >
          Make a calendar address
        </Button>
      </div>
    );

  return (
    <div className="space-y-4">
      {feed.url ? (
        <ShownAddress url={feed.url} />
      ) : (
        <p className="text-sm text-gray-800">
          You subscribed on {formatDate(feed.created_at)}
          {feed.last_used_at
            ? ` and a calendar app last read it on ${formatDate(feed.last_used_at)}`
            : ', and no calendar app has read it yet'}
          . Its address was shown only when it was made; get a new one if you need it again.
        </p>
      )}
      <HowTo />
      {confirming === 'renew' ? (
        <div
          role="alert"
          className="space-y-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <p>
            The current address stops working at once: calendars subscribed to it stop updating until you give
            them the new one.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" loading={create.isPending} onClick={() => void makeAddress()}>
              Get the new address
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
              Keep the current one
            </Button>
          </div>
        </div>
      ) : confirming === 'stop' ? (
        <div
          role="alert"
          className="space-y-3 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p>The address stops working at once and calendars subscribed to it stop updating.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              loading={remove.isPending}
              onClick={() => void stopFeed(feed.id)}
            >
              Stop the feed
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            onClick={() => setConfirming('renew')}
          >
            Get a new address
          </Button>
          <Button
            variant="secondary"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setConfirming('stop')}
          >
            Stop this feed
          </Button>
        </div>
      )}
    </div>
  );
}

function ShownAddress({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address copied.');
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for copying by hand.
      field.current?.select();
      toast.error('Could not copy. The address is selected: copy it with your keyboard.');
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor="calendar-feed-address" className="block text-sm font-medium text-gray-900">
        Your calendar address
      </label>
      <input
        ref={field}
        id="calendar-feed-address"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby="calendar-feed-once"
        className="block w-full min-w-0 rounded-md border-0 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900 ring-1 ring-gray-300 ring-inset"
        data-testid="calendar-feed-address"
      />
      <p id="calendar-feed-once" className="text-xs text-gray-700">
        Shown only now: copy it into your calendar app. Keep it private, anyone with it can read this
        calendar.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button icon={<Copy className="size-4" aria-hidden="true" />} onClick={() => void copy()}>
          Copy
        </Button>
        <a
          href={webcalAddress(url)}
          className="inline-flex items-center gap-2 rounded-md bg-white px-3.5 py-2 text-sm font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open in calendar app
        </a>
      </div>
    </div>
  );
}

function HowTo() {
  return (
    <div className="text-sm text-gray-700">
      <p className="font-medium text-gray-900">Adding it to your calendar app</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>Google Calendar: Other calendars, +, From URL, then paste the address.</li>
        <li>Outlook: Add calendar, Subscribe from web, then paste the address.</li>
        <li>Apple Calendar: File, New Calendar Subscription, then paste the address.</li>
      </ul>
    </div>
  );
}
