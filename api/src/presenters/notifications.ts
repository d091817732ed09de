import type { Notification, NotificationCategory, NotificationType } from '../models';

/** A notification as the API answers it (camelCase where the contract names it so). */
export interface NotificationOut {
  id: number;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message: string;
  timestamp: Date;
  read: boolean;
  actionUrl: string | null;
  importJobId: number | null;
  department_id: number | null;
}

export function presentNotification(row: Notification): NotificationOut {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    title: row.title,
    message: row.message,
    timestamp: row.created_at,
    read: Boolean(row.read),
    actionUrl: row.action_url ?? null,
    importJobId: row.import_job_id ?? null,
    department_id: row.department_id ?? null,
  };
}
