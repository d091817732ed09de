import type { AuditLog } from '../models';

export interface AuditLogOut {
  /** @isInt */
  id: number;
  action: string;
  /** JSON text */
  details: string | null;
  /** @isInt */
  actor_id: number | null;
  actor_name: string | null;
  /** @isInt */
  department_id: number | null;
  department_name: string | null;
  /** @isInt */
  target_user_id: number | null;
  ip_address: string | null;
  created_at: Date;
}

export function presentAuditLog(row: AuditLog): AuditLogOut {
  return {
    id: row.id,
    action: row.action,
    details: row.details,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    department_id: row.department_id,
    department_name: row.department_name,
    target_user_id: row.target_user_id,
    ip_address: row.ip_address,
    created_at: row.created_at,
  };
}
