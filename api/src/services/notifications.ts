import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { BadRequest, NotFound } from '../errors';
import type { Actor } from '../domain/actor';
import { likeAny } from '../lib/query';
import { normalizeEmail, requiredText, type Page } from '../lib/validation';
// The live push sends the notification as the API answers it, so the socket and GET /notifications
// agree on its shape: this push is the one place a service presents (see `notify`).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { presentNotification } from '../presenters/notifications';
import { Department, Notification, type NotificationCategory, type NotificationType } from '../models';
import { emitToUser } from '../realtime';
import { sendMail } from './mail';
import { takeAttempt } from './rateLimit';

export interface NewNotification {
  userId: number;
  departmentId?: number | null;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl?: string | null;
  importJobId?: number | null;
}

/**
 * Stores a notification and pushes it live to the user. Inside a transaction the push waits for
 * the commit, so nobody is told about a change that was rolled back.
 */
export async function notify(input: NewNotification, transaction?: Transaction): Promise<void> {
  const row = await Notification.create(
    {
      user_id: input.userId,
      department_id: input.departmentId ?? null,
      type: input.type,
      category: input.category,
      title: input.title,
      message: input.message,
      action_url: input.actionUrl ?? null,
      import_job_id: input.importJobId ?? null,
    },
    { transaction },
  );
  // The only presenting a service does: a realtime push has no controller to present it.
  const push = () => emitToUser(input.userId, 'notification', presentNotification(row));
  if (transaction) transaction.afterCommit(push);
  else push();
}

export interface NotificationFilters {
  type?: NotificationType;
  category?: NotificationCategory;
  read?: boolean;
  /** ISO date-time: only newer ones */
  since?: Date;
  search?: string;
}

/** The signed-in user's notifications, newest first, with the unread count of all of them. */
export async function listNotifications(actor: Actor, filters: NotificationFilters, page: Page) {
  const and: WhereOptions[] = [{ user_id: actor.user.id }];
  if (filters.type) and.push({ type: filters.type });
  if (filters.category) and.push({ category: filters.category });
  if (filters.read !== undefined) and.push({ read: filters.read });
  if (filters.since) and.push({ created_at: { [Op.gte]: filters.since } });
  const search = filters.search?.trim();
  if (search) and.push(likeAny(['title', 'message'], search));
  const [{ rows, count }, unread] = await Promise.all([
    Notification.findAndCountAll({
      where: { [Op.and]: and },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: page.skip,
      limit: page.limit,
    }),
    Notification.count({ where: { user_id: actor.user.id, read: false } }),
  ]);
  return { items: rows, total: count, unread };
}

async function findOwn(actor: Actor, id: number): Promise<Notification> {
  const row = await Notification.findOne({ where: { id, user_id: actor.user.id } });
  if (!row) throw new NotFound('Notification not found');
  return row;
}

export async function markRead(actor: Actor, id: number): Promise<Notification> {
  const row = await findOwn(actor, id);
  await row.update({ read: true });
  return row;
}

export async function markAllRead(actor: Actor): Promise<number> {
  const [updated] = await Notification.update(
    { read: true },
    { where: { user_id: actor.user.id, read: false } },
  );
  return updated;
}

export async function deleteNotification(actor: Actor, id: number): Promise<void> {
  await (await findOwn(actor, id)).destroy();
}

export async function clearNotifications(actor: Actor): Promise<number> {
  return Notification.destroy({ where: { user_id: actor.user.id } });
}

/** The user's notification preferences: what the bell shows, and how. */
export interface NotificationSettings {
  desktopNotifications: boolean;
  soundEnabled: boolean;
  showLendingNotifications: boolean;
  showProductionNotifications: boolean;
  showImportNotifications: boolean;
}

/** The preferences to change; fields left out keep their value. */
export interface NotificationSettingsInput {
  desktopNotifications?: boolean;
  soundEnabled?: boolean;
  showLendingNotifications?: boolean;
  showProductionNotifications?: boolean;
  showImportNotifications?: boolean;
}

const DEFAULT_SETTINGS: NotificationSettings = {
  desktopNotifications: true,
  soundEnabled: true,
  showLendingNotifications: true,
  showProductionNotifications: true,
  showImportNotifications: true,
};

export function getSettings(actor: Actor): NotificationSettings {
  let saved: Partial<NotificationSettings> = {};
  try {
    saved = actor.user.notification_settings
      ? (JSON.parse(actor.user.notification_settings) as Partial<NotificationSettings>)
      : {};
  } catch {
    // unreadable settings fall back to the defaults
  }
  return { ...DEFAULT_SETTINGS, ...saved };
}

/** Saves the preferences; fields left out keep their value. */
export async function updateSettings(
  actor: Actor,
  changes: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const settings = { ...getSettings(actor), ...changes };
  await actor.user.update({ notification_settings: JSON.stringify(settings) });
  return settings;
}

/** "Send me a test notification": it reaches only the caller, live and in the list. */
export async function simulate(
  actor: Actor,
  type: NotificationType,
  category: NotificationCategory,
): Promise<void> {
  await notify({
    userId: actor.user.id,
    departmentId: actor.department?.id ?? null,
    type,
    category,
    title: 'Test notification',
    message: `This is a test ${type} notification (${category}). Notifications reach you here and live in the bell.`,
    actionUrl: '/notifications',
  });
}

export interface ContactEmailInput {
  /**
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  to: string;
  /** @maxLength 200 Must be no more than 200 characters */
  subject: string;
  /** @maxLength 5000 Must be no more than 5000 characters */
  message: string;
}

/**
 * Mails a department's contact person (lending questions). Only department contact addresses are
 * accepted, replies go to the sender, and each user may send 10 an hour: it is no open relay.
 */
export async function emailDepartmentContact(actor: Actor, input: ContactEmailInput): Promise<void> {
  const to = normalizeEmail(input.to);
  const subject = requiredText(input.subject, 'subject');
  const message = requiredText(input.message, 'message');
  const department = await Department.findOne({ where: { contact_email: to } });
  if (!department) throw new BadRequest('Email can only be sent to the contact of a department');
  const limits = [{ bucket: `contact-email:user:${actor.user.id}`, max: 10, windowMs: 3600 * 1000 }];
  await takeAttempt(limits, () => 'Too many emails sent. Please try again later.');
  const from = actor.department ? `${actor.user.fullName} (${actor.department.name})` : actor.user.fullName;
  await sendMail({
    to,
    replyTo: actor.user.email,
    subject: `[Scenedock] ${subject}`,
    text: `${message}\n\n— ${from}, ${actor.user.email}\nSent through Scenedock to the contact of ${department.name}.\n`,
  });
}
