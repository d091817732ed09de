import { History } from 'lucide-react';
import { ErrorNotice, ROLE_LABELS, RowSkeletons, formatDateTime, timeAgo, type Role } from '@scenedock/ui';
import type { AuditEntry } from '../api/members';

interface AuditDetails {
  old_role?: string;
  new_role?: string;
  role?: string;
  old_status?: string;
  status?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  name?: string;
  fields?: string[];
  success?: boolean;
  process_time_ms?: number;
  method?: string;
  path?: string;
  status_code?: number;
}

function parseDetails(text: string | null): AuditDetails {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {}; // details are informative only: a row with unreadable details still shows its action
  }
}

const roleText = (role: string) => ROLE_LABELS[role as Role] ?? role;
const words = (value: string) => value.replace(/_/g, ' ');

/** "role updated" → "Role updated": the action with its underscores shown as spaces. */
export function actionText(action: string): string {
  const text = words(action);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The readable facts of an entry's details, one short phrase each. */
export function detailPhrases(entry: AuditEntry): string[] {
  const d = parseDetails(entry.details);
  const phrases: string[] = [];
  const person = [d.first_name, d.last_name].filter(Boolean).join(' ');
  if (person || d.email) phrases.push(person && d.email ? `${person} (${d.email})` : person || d.email!);
  else if (d.name) phrases.push(d.name);
  if (d.old_role && d.new_role) phrases.push(`${roleText(d.old_role)} → ${roleText(d.new_role)}`);
  else if (d.role) phrases.push(`as ${roleText(d.role)}`);
  else if (d.old_role) phrases.push(`was ${roleText(d.old_role)}`);
  if (d.old_status && d.status) phrases.push(`${d.old_status} → ${d.status}`);
  else if (d.status) phrases.push(`status ${d.status}`);
  if (Array.isArray(d.fields) && d.fields.length) phrases.push(`changed ${d.fields.map(words).join(', ')}`);
  if (d.method && d.path) {
    const outcome = d.status_code ? ` → ${d.status_code}` : '';
    const time = typeof d.process_time_ms === 'number' ? ` in ${d.process_time_ms} ms` : '';
    phrases.push(`${d.method} ${d.path}${outcome}${time}`);
  }
  if (d.success === false) phrases.push('failed');
  return phrases;
}

export interface AuditLogListProps {
  entries: AuditEntry[] | undefined;
  isPending: boolean;
  error: string | null;
  label: string;
  onRetry: () => void;
}

/** A list of audit entries, newest first: action, who, when and the facts recorded. */
export function AuditLogList({ entries, isPending, error, label, onRetry }: AuditLogListProps) {
  if (isPending) return <RowSkeletons count={3} label={`Loading ${label.toLowerCase()}`} />;
  if (error) return <ErrorNotice title={error} onRetry={onRetry} />;
  if (!entries?.length)
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <History className="size-4" aria-hidden="true" /> No actions recorded yet.
      </p>
    );
  return (
    <ol aria-label={label} className="divide-y divide-gray-100">
      {entries.map((entry) => {
        const phrases = detailPhrases(entry);
        return (
          <li key={entry.id} className="py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-medium text-gray-900">{actionText(entry.action)}</p>
              <time
                dateTime={entry.created_at}
                title={formatDateTime(entry.created_at)}
                className="text-xs text-gray-600"
              >
                {timeAgo(entry.created_at)}
              </time>
            </div>
            {phrases.length > 0 && <p className="text-gray-700">{phrases.join(' · ')}</p>}
            <p className="text-xs text-gray-600">
              {entry.actor_name ? `by ${entry.actor_name}` : 'by the system'}
              {entry.department_name ? ` in ${entry.department_name}` : ''}
              {entry.ip_address ? ` from ${entry.ip_address}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
