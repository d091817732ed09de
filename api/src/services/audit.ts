import type { Transaction } from 'sequelize';
import type { Actor } from '../domain/actor';
import { AuditLog, type Department, type LendingItemType } from '../models';
import type { LendingAuditAction } from '../domain/lendingMoves';

export type AuditAction =
  | 'user_invited'
  | 'user_created'
  | 'user_added'
  | 'invitation_resent'
  | 'invitation_accepted'
  | 'invitation_declined'
  | 'role_updated'
  | 'user_removed'
  | 'user_updated'
  | 'status_updated'
  | 'account_status_updated'
  | 'user_deleted'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset_sent'
  | 'password_reset'
  | 'profile_updated'
  | 'department_created'
  | 'department_updated'
  | 'department_deleted'
  | 'prop_created'
  | 'prop_updated'
  | 'prop_deleted'
  | 'set_piece_created'
  | 'set_piece_updated'
  | 'set_piece_deleted'
  | 'costume_piece_created'
  | 'costume_piece_updated'
  | 'costume_piece_deleted'
  | 'item_assigned'
  | 'item_released'
  | 'item_blocked'
  | 'item_unblocked'
  | 'booking_updated'
  | 'production_created'
  | 'production_updated'
  | 'production_deleted'
  | 'import_started'
  | 'import_cancelled'
  | 'import_removed'
  // condition at hand-over and return (services/condition)
  | 'condition_recorded'
  | 'damage_reported'
  | 'damage_resolved'
  | 'damage_commented'
  // loans to people (services/personLoans)
  | 'person_loan_booked'
  | 'person_loan_updated'
  | 'person_loan_handed_over'
  | 'person_loan_returned'
  | 'person_loan_cancelled'
  // school sign-in (services/schoolSignIn)
  | 'sign_in_linked'
  | 'sign_in_unlinked'
  | 'domain_claimed'
  | 'domain_released'
  | 'person_loan_overdue'
  | LendingAuditAction;

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
}
