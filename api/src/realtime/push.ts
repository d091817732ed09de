/**
 * What the live channels push, in the shapes the API answers with: the services hand over domain
 * values (model instances, the saved preferences) and this adapter presents them and picks the
 * rooms, as a controller does for a response. The socket transport (./index.ts) knows rooms and
 * namespaces, not shapes.
 */
import type { NotificationSettings } from '../domain/notificationSettings';
import type { ImportJob, ImportJobError, LendingMessage, LendingRecord, Notification } from '../models';
import { presentImportProgress } from '../presenters/imports';
import { presentLendingMessage } from '../presenters/lending';
import { presentNotification } from '../presenters/notifications';
import {
  emitImportProgress,
  emitToDepartment,
  emitToUser,
  serveImportProgress,
  type ImportJobLookup,
} from '.';

/** A new notification, to every connection of its recipient (the socket and the list agree). */
export function pushNotification(row: Notification): void {
  emitToUser(row.user_id, 'notification', presentNotification(row));
}

/** Tells a person's open sessions that their list changed (read, deleted), so their badges follow. */
export function pushNotificationsChanged(userId: number): void {
  emitToUser(userId, 'notifications_changed', {});
}

/** A person's saved preferences, to their other sessions. */
export function pushNotificationSettings(userId: number, settings: NotificationSettings): void {
  emitToUser(userId, 'notification_settings', settings);
}

/** A message on a loan, to the open screens of both its departments. */
export function pushLendingMessage(
  loan: Pick<LendingRecord, 'id' | 'from_department_id' | 'to_department_id'>,
  message: LendingMessage,
): void {
  const payload = { lending_id: loan.id, message: presentLendingMessage(message) };
  for (const id of [loan.from_department_id, loan.to_department_id])
    emitToDepartment(id, 'lending_message', payload);
}

/** A job's progress with its last errors: to its followers and to its starter. */
export function pushImportProgress(job: ImportJob, recent: ImportJobError[]): void {
  emitImportProgress(presentImportProgress(job, recent), job.user_id);
}

/**
 * Lets `/import-progress` find the job a handshake names, and send the job's progress when the
 * socket connects. Wired at start-up: the imports service provides both, the transport reads no
 * database.
 */
export function provideImportJobs(
  lookup: ImportJobLookup,
  progress: (id: number) => Promise<{ job: ImportJob; recent: ImportJobError[] } | null>,
): void {
  serveImportProgress(lookup, async (id) => {
    const found = await progress(id);
    return found ? presentImportProgress(found.job, found.recent) : null;
  });
}
