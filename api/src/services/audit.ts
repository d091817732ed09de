import type { Transaction } from 'sequelize';
import type { Actor } from '../domain/actor';
import { AuditLog, type Department, type LendingItemType } from '../models';
import type { AuditAction } from '../domain/auditActions';
import { publishAudit } from './webhooks/outbox';

export type { AuditAction } from '../domain/auditActions';

export interface AuditEntry {
  action: AuditAction;
  /** who did it: an actor, or a user acting for themself without a session (reset, setup) */
  actor: Actor | { user: { id: number; fullName: string }; ip: string | null } | null;
  department?: Pick<Department, 'id' | 'name'> | null;
  targetUserId?: number | null;
  details?: Record<string, unknown>;
  /** the one item the change is about: the row joins that item's history (GET /bookings/history) */
  item?: { type: LendingItemType; id: number } | null;
}

/** Writes one audit row; pass the surrounding transaction so the row lands with the change. */
export async function recordAudit(entry: AuditEntry, transaction?: Transaction): Promise<void> {
  await AuditLog.create(
    {
      action: entry.action,
      details: entry.details ? JSON.stringify(entry.details) : null,
      actor_id: entry.actor?.user.id ?? null,
      actor_name: entry.actor?.user.fullName ?? null,
      department_id: entry.department?.id ?? null,
      department_name: entry.department?.name ?? null,
      target_user_id: entry.targetUserId ?? null,
      ip_address: entry.actor?.ip ?? null,
      item_type: entry.item?.type ?? null,
      item_id: entry.item?.id ?? null,
    },
    { transaction },
  );
  // The webhook deliveries the change raises, in the same transaction (services/webhooks/outbox.ts).
  await publishAudit(entry, transaction);
}
