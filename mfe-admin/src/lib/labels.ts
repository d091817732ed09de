/**
 * The admin screens' own wording: the invite dialog's titles and how an audit entry reads. The
 * enumerations' labels (roles, statuses) are the kit's.
 */
import { ROLE_LABELS, type Role } from '@scenedock/ui';
import type { AuditEntry } from '../api/members';

/** Where the invite dialog was opened from. */
export type InviteVariant = 'dashboard' | 'department' | 'users';

export const INVITE_TITLES: Record<InviteVariant, string> = {
  dashboard: 'Invite New User',
  department: 'Invite User to Department',
  users: 'Invite User',
};

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
