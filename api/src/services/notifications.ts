import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { Actor } from '../domain/actor';
import { findPage, likeAny } from '../lib/query';
import { normalizeEmail, requiredText, type Page } from '../lib/validation';
import { config } from '../config';
import { inTransaction } from '../db/sequelize';
import type { NotificationSettings } from '../domain/notificationSettings';
import { runInBackground } from '../lib/background';
import { Department, Notification, User, type NotificationCategory, type NotificationType } from '../models';
import { pushNotification, pushNotificationSettings, pushNotificationsChanged } from '../realtime/push';
import { sendMail, sendMailWithinLimits } from './mail';
import { itemLine, mailInThread } from './mailDigest';
import {
  contactEmailLimits,
  takeAttempt,
  testNotificationLimits,
  tooManyMails,
  tooManyTestNotifications,
} from './rateLimit';

export interface NewNotification {
  userId: number;
  departmentId?: number | null;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl?: string | null;
  /** the item's page (`/props/7`), for people of the item's own department: the mail links it too */
  itemUrl?: string | null;
  importJobId?: number | null;
  /** who caused it: their mail counts against their limit (docs/concurrency-and-limits.md) */
  causedBy?: number | null;
  /**
   * the conversation it belongs to (a loan): its mail is batched per person and conversation
   * (services/mailDigest.ts); without one, every notification that is emailed is one mail
   */
  thread?: { key: string; about: string };
  /** false: in the app only, never mailed whatever the preferences */
  mail?: boolean;
}

/**
 * Stores a notification, pushes it live to the user unless they hide its kind, and mails it when
 * they asked for that kind by email. Inside a transaction the push and the mail wait for the
 * commit, so nobody is told about a change that was rolled back.
 */
export async function notify(input: NewNotification, transaction?: Transaction): Promise<void> {
  const [row, recipient] = await Promise.all([
    Notification.create(
      {
        user_id: input.userId,
        department_id: input.departmentId ?? null,
        type: input.type,
        category: input.category,
        title: input.title,
        message: input.message,
        action_url: input.actionUrl ?? null,
        item_url: input.itemUrl ?? null,
        import_job_id: input.importJobId ?? null,
      },
      { transaction },
    ),
    User.findByPk(input.userId, { attributes: ['id', 'email', 'notification_settings'], transaction }),
  ]);
  const settings = recipient ? settingsOf(recipient) : DEFAULT_SETTINGS;
  const kind = KIND_SETTINGS[input.category];
  const deliver = () => {
    if (!kind || settings[kind.show]) pushNotification(row);
    if (input.mail !== false && kind && settings[kind.email] && recipient)
      // In the background: whoever made the change is not kept waiting, and shutdown waits for it.
      runInBackground('notification email', () => mailNotification(recipient.email, input));
  };
  if (transaction) transaction.afterCommit(deliver);
  else deliver();
}

/**
 * The email copy of a notification, with the way to stop such emails: within the mail limits (over
 * one it waits in the outbox for its allowance, the notification stays) and, for a conversation, batched.
 */
async function mailNotification(to: string, input: NewNotification): Promise<void> {
  const link = input.actionUrl ? `${config.publicUrl}${input.actionUrl}` : undefined;
  const mail = {
    to,
    subject: `[Scenedock] ${input.title}`,
    text:
      `${input.message}\n\n${link ? `Open it: ${link}\n\n` : ''}` +
      itemLine(input.itemUrl ?? null) +
      `You get this email because your notification preferences ask for ${input.category} notifications by email. ` +
      `Change that under Preferences at ${config.publicUrl}/notifications.\n`,
    link,
  };
  const causedBy = input.causedBy ?? null;
  if (!input.thread) {
    await sendMailWithinLimits(causedBy, mail);
    return;
  }
  await mailInThread({
    userId: input.userId,
    thread: input.thread.key,
    about: input.thread.about,
    actionUrl: input.actionUrl ?? null,
    causedBy,
    mail,
  });
}

export interface NotificationFilters {
  type?: NotificationType;
  category?: NotificationCategory;
  read?: boolean;
  /** ISO date-time: only newer ones */
  since?: Date;
  search?: string;
}

/** The signed-in user's notifications of the kinds they show, newest first, with the unread count of those. */
export async function listNotifications(actor: Actor, filters: NotificationFilters, page: Page) {
  const and: WhereOptions[] = [{ user_id: actor.user.id }];
  if (filters.type) and.push({ type: filters.type });
  if (filters.category) and.push({ category: filters.category });
  if (filters.read !== undefined) and.push({ read: filters.read });
  if (filters.since) and.push({ created_at: { [Op.gte]: filters.since } });
  const search = filters.search?.trim();
  if (search) and.push(likeAny(['title', 'message'], search));
  // Kinds the person hides are neither listed nor counted.
  const hidden = hiddenCategories(settingsOf(actor.user));
  const shown: WhereOptions = hidden.length ? { category: { [Op.notIn]: hidden } } : {};
  and.push(shown);
  const [{ rows, count }, unread] = await Promise.all([
    findPage(Notification, {
      where: { [Op.and]: and },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: page.skip,
      limit: page.limit,
    }),
    Notification.count({ where: { user_id: actor.user.id, read: false, ...shown } }),
  ]);
  return { items: rows, total: count, unread };
}

async function findOwn(actor: Actor, id: number): Promise<Notification> {
  const row = await Notification.findOne({ where: { id, user_id: actor.user.id } });
  if (!row) throw new NotFound('Notification not found');
  return row;
}

/** Tells the person's other open sessions that their list changed, so their badges follow. */
function listChanged(actor: Actor): void {
  pushNotificationsChanged(actor.user.id);
}

export async function markRead(actor: Actor, id: number): Promise<Notification> {
  const row = await findOwn(actor, id);
  if (!row.read) {
    await row.update({ read: true });
    listChanged(actor);
  }
  return row;
}

export async function markAllRead(actor: Actor): Promise<number> {
  const [updated] = await Notification.update(
    { read: true },
    { where: { user_id: actor.user.id, read: false } },
  );
  if (updated) listChanged(actor);
  return updated;
}

export async function deleteNotification(actor: Actor, id: number): Promise<void> {
  await (await findOwn(actor, id)).destroy();
  listChanged(actor);
}

export async function clearNotifications(actor: Actor): Promise<number> {
  const deleted = await Notification.destroy({ where: { user_id: actor.user.id } });
  if (deleted) listChanged(actor);
  return deleted;
}

/** The preferences to change; fields left out keep their value. */
export interface NotificationSettingsInput {
  desktopNotifications?: boolean;
  soundEnabled?: boolean;
  showLendingNotifications?: boolean;
  showProductionNotifications?: boolean;
  showImportNotifications?: boolean;
  emailLendingNotifications?: boolean;
  emailProductionNotifications?: boolean;
  emailImportNotifications?: boolean;
}

// Lending needs an answer from people who may not be looking at the app; an import's starter
// watches it finish, and productions change often: those two stay in the app unless asked for.
const DEFAULT_SETTINGS: NotificationSettings = {
  desktopNotifications: true,
  soundEnabled: true,
  showLendingNotifications: true,
  showProductionNotifications: true,
  showImportNotifications: true,
  emailLendingNotifications: true,
  emailProductionNotifications: false,
  emailImportNotifications: false,
};

/** The kinds a person can hide or have emailed, by category; other categories always show. */
const KIND_SETTINGS: Partial<
  Record<NotificationCategory, { show: keyof NotificationSettings; email: keyof NotificationSettings }>
> = {
  lending: { show: 'showLendingNotifications', email: 'emailLendingNotifications' },
  production: { show: 'showProductionNotifications', email: 'emailProductionNotifications' },
  import: { show: 'showImportNotifications', email: 'emailImportNotifications' },
};

function settingsOf(user: User): NotificationSettings {
  let saved: Partial<NotificationSettings> = {};
  try {
    saved = user.notification_settings
      ? (JSON.parse(user.notification_settings) as Partial<NotificationSettings>)
      : {};
  } catch {
    // unreadable settings fall back to the defaults
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof NotificationSettings)[])
    if (typeof saved[key] === 'boolean') settings[key] = saved[key];
  return settings;
}

/** The categories a person chose not to see. */
function hiddenCategories(settings: NotificationSettings): NotificationCategory[] {
  return (Object.keys(KIND_SETTINGS) as NotificationCategory[]).filter(
    (category) => !settings[KIND_SETTINGS[category]!.show],
  );
}

export function getSettings(actor: Actor): NotificationSettings {
  return settingsOf(actor.user);
}

/**
 * Saves the preferences (fields left out keep their value) and sends them to the person's other
 * open sessions, so a change on one device shows on the others at once.
 */
export async function updateSettings(
  actor: Actor,
  changes: NotificationSettingsInput,
): Promise<NotificationSettings> {
  // Read and written under a row lock: two devices saving different preferences at once keep both.
  const settings = await inTransaction(async (transaction) => {
    const user = await User.findByPk(actor.user.id, {
      attributes: ['id', 'notification_settings'],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!user) throw new NotFound('User not found');
    const merged = settingsOf(user);
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof NotificationSettings)[])
      if (typeof changes[key] === 'boolean') merged[key] = changes[key];
    await user.update({ notification_settings: JSON.stringify(merged) }, { transaction });
    return merged;
  });
  actor.user.notification_settings = JSON.stringify(settings);
  pushNotificationSettings(actor.user.id, settings);
  return settings;
}

/**
 * "Send me a test notification": it reaches only the caller, live and in the list, and is never
 * mailed (else it would be a mail button). Limited per person.
 */
export async function simulate(
  actor: Actor,
  type: NotificationType,
  category: NotificationCategory,
): Promise<void> {
  await takeAttempt(testNotificationLimits(actor.user.id), tooManyTestNotifications);
  await notify({
    mail: false,
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
 * Mails a department's contact person (lending questions). Only department contact addresses their
 * owner confirmed are accepted, only active members of a department (or superusers) send, replies
 * go to the sender, and each person may send 10 an hour: it is no open relay.
 */
export async function emailDepartmentContact(actor: Actor, input: ContactEmailInput): Promise<void> {
  // Someone whose invitation is still pending speaks for no department yet.
  if (!actor.user.is_superuser && !actor.department)
    throw new Forbidden(
      'Only active members of a department can email other departments. Accept your invitation first.',
      'not_a_member',
    );
  const to = normalizeEmail(input.to);
  const subject = requiredText(input.subject, 'subject');
  const message = requiredText(input.message, 'message');
  const department = await Department.findOne({ where: { contact_email: to } });
  if (!department) throw new BadRequest('Email can only be sent to the contact of a department');
  if (!department.contact_email_confirmed_at)
    throw new BadRequest(`${department.name} has not confirmed its contact address yet`);
  await takeAttempt(contactEmailLimits(actor.user.id, to), tooManyMails);
  const from = actor.department ? `${actor.user.fullName} (${actor.department.name})` : actor.user.fullName;
  await sendMail({
    to,
    replyTo: actor.user.email,
    subject: `[Scenedock] ${subject}`,
    text: `${message}\n\n— ${from}, ${actor.user.email}\nSent through Scenedock to the contact of ${department.name}.\n`,
  });
}
