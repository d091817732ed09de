import type { Notification, NotificationCategory, NotificationType } from '../models';

/** A notification as the API answers it (camelCase where the contract names it so). */
export interface NotificationOut {
  /** @isInt */
  id: number;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message: string;
  timestamp: Date;
  read: boolean;
  actionUrl: string | null;
  /** @isInt */
  importJobId: number | null;
  /**
   * the item's page in the app (`/props/7`): on loan notifications to people of the item's own
   * department; null elsewhere
   */
  item_url: string | null;
  /**
   * the department it concerns, if any
   * @isInt
   */
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
    item_url: row.item_url ?? null,
    department_id: row.department_id ?? null,
  };
}

/** How many notifications `PUT /notifications/read-all` marked read. */
export interface NotificationsMarkedReadOut {
  /** @isInt */
  updated: number;
}

/** How many notifications `DELETE /notifications` deleted. */
export interface NotificationsClearedOut {
  /** @isInt */
  deleted: number;
}

/** `POST /notifications/simulate`: "Test notification sent". */
export interface TestNotificationSentOut {
  message: string;
}

/** `POST /notifications/email`: "Email sent". */
export interface ContactEmailSentOut {
  message: string;
}
