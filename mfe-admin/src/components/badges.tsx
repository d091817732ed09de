import { Badge, ROLE_LABELS, type BadgeTone, type Role } from '@scenedock/ui';

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'purple',
  director: 'indigo',
  manager: 'blue',
  assistant: 'orange',
  student: 'gray',
};

/** A member's role; a missing or unknown one reads as student. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const known: Role = role && role in ROLE_TONES ? (role as Role) : 'student';
  return <Badge tone={ROLE_TONES[known]}>{ROLE_LABELS[known]}</Badge>;
}

/** active and pending as they are; anything else is shown as inactive. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (status === 'active') return <Badge tone="green">Active</Badge>;
  if (status === 'pending') return <Badge tone="yellow">Pending</Badge>;
  return <Badge tone="gray">Inactive</Badge>;
}

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive', pending: 'Pending' } as const;
