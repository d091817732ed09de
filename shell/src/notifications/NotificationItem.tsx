import { Link } from '@scenedock/ui/router';
import { Check, CircleCheck, CircleX, Info, Trash2, TriangleAlert, type LucideIcon } from 'lucide-react';
import { formatDateTime, IconButton, timeAgo, usePlatform } from '@scenedock/ui';
import { errorReportName, useImportErrorReport, type Notification, type NotificationType } from './queries';

const TYPES: Record<NotificationType, { icon: LucideIcon; label: string; colour: string }> = {
  info: { icon: Info, label: 'Info', colour: 'text-blue-600' },
  success: { icon: CircleCheck, label: 'Success', colour: 'text-green-600' },
  warning: { icon: TriangleAlert, label: 'Warning', colour: 'text-amber-600' },
  error: { icon: CircleX, label: 'Error', colour: 'text-red-600' },
};

const ACTION =
  'rounded px-1.5 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

const TITLE =
  'text-left text-sm font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * One notification: its kind, title, message and age, with Mark read and Delete. The title opens
 * what the notification is about (its actionUrl) and marks it read; an import's notification links
 * to the job, its error report and the import history.
 */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  onNavigate,
}: {
  notification: Notification;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  /** after the title or an import link took the person elsewhere (the bell's panel closes) */
  onNavigate?: () => void;
}) {
  const { title, message, timestamp, read, actionUrl } = notification;
  const type = TYPES[notification.type];
  const Icon = type.icon;

  function open() {
    if (!read) onMarkRead(notification);
    onNavigate?.();
  }

  let heading;
  if (actionUrl && /^\/(?!\/)/.test(actionUrl))
    heading = (
      <Link to={actionUrl} onClick={open} className={`${TITLE} hover:underline`}>
        {title}
      </Link>
    );
  else if (actionUrl && /^https?:\/\//.test(actionUrl))
    heading = (
      <a href={actionUrl} onClick={open} className={`${TITLE} hover:underline`}>
        {title}
      </a>
    );
  else if (!read)
    heading = (
      <button type="button" onClick={open} className={TITLE}>
        {title}
      </button>
    );
  else heading = <span className="text-sm font-medium text-gray-700">{title}</span>;

  return (
    <li className={`flex gap-3 px-4 py-3 ${read ? '' : 'bg-indigo-50/60'}`}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${type.colour}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">
            {type.label}
            {read ? ': ' : ', unread: '}
          </span>
          {heading}
          {!read && (
            <span className="size-2 shrink-0 self-center rounded-full bg-indigo-600" aria-hidden="true" />
          )}
        </p>
        <p className="mt-0.5 text-sm break-words text-gray-600">{message}</p>
        <p className="mt-1 text-xs text-gray-600">
          <time dateTime={timestamp} title={formatDateTime(timestamp)}>
            {timeAgo(timestamp)}
          </time>
        </p>
        <ItemLink notification={notification} onOpen={open} />
        <ImportActions notification={notification} onNavigate={onNavigate} />
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        {!read && (
          <IconButton label={`Mark "${title}" read`} onClick={() => onMarkRead(notification)}>
            <Check className="size-4" aria-hidden="true" />
          </IconButton>
        )}
        <IconButton label={`Delete "${title}"`} tone="danger" onClick={() => onDelete(notification)}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

/**
 * A loan's notification to the lending department: its item's page, beside the title's link to the
 * loan. Item pages are the inventory's screens, which only the shell routes to.
 */
function ItemLink({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { inShell } = usePlatform();
  const url = notification.item_url;
  if (!inShell || !url || !/^\/(?!\/)/.test(url)) return null;
  return (
    <p className="-ml-1.5 mt-1">
      <Link to={url} onClick={onOpen} className={ACTION}>
        Open item<span className="sr-only"> of "{notification.title}"</span>
      </Link>
    </p>
  );
}

/** A CSV import's notification: the job, its rejected rows (when some were), the history. */
function ImportActions({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate?: () => void;
}) {
  const { inShell, apiBaseUrl } = usePlatform();
  const report = useImportErrorReport();
  const jobId = notification.importJobId;
  if (notification.category !== 'import' || jobId === null) return null;
  const hasErrors = notification.type === 'error' || notification.type === 'warning';
  // The job and the history are screens of the inventory, which only the shell routes to.
  if (!inShell && !hasErrors) return null;
  return (
    <p className="-ml-1.5 mt-1 flex flex-wrap gap-1">
      {inShell && (
        <Link to={`/import-history?job=${jobId}`} onClick={onNavigate} className={ACTION}>
          View Job
        </Link>
      )}
      {hasErrors && (
        <a
          href={`${apiBaseUrl}/import-jobs/${jobId}/errors`}
          download={errorReportName(jobId)}
          aria-disabled={report.busy || undefined}
          onClick={(event) => {
            // The file needs the session's token: it is fetched, then saved.
            event.preventDefault();
            if (!report.busy) void report.save(notification);
          }}
          className={ACTION}
        >
          Errors
        </a>
      )}
      {inShell && (
        <Link to="/import-history" onClick={onNavigate} className={ACTION}>
          History
        </Link>
      )}
    </p>
  );
}
