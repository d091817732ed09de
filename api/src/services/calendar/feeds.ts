/**
 * Calendar subscriptions (docs/calendar.md): a secret address per person, department and scope (the
 * department's calendar or one production's) that a calendar app reads without signing in. Only the
 * token's SHA-256 is stored; asking again for the same scope renews the address and the old one
 * stops at once. A feed answers only while its person is an active member of an active account and
 * its production exists.
 */
import ical, { type ICalCalendar } from 'ical-generator';
import { Op } from 'sequelize';
import { config } from '../../config';
import { NotFound } from '../../errors';
import type { Actor } from '../../domain/actor';
import { addDays } from '../../lib/query';
import { todayOf } from '../../lib/timeZones';
import { randomToken, sha256 } from '../../lib/tokens';
import { inDepartmentTransaction } from '../departmentLock';
import { CalendarFeed, Department, DepartmentMembership, Production, User } from '../../models';
import { itemPath } from '../inventory/pages';
import { findProduction } from '../productions';
import { bucketOf, takeAttempt, type Limit } from '../rateLimit';
import { currentDepartmentOf } from '../session';
import { departmentEvents, MAX_CALENDAR_DAYS, productionFeedEvents, type CalendarEvent } from './events';

/** The public path of a feed: outside the bearer API, served by http/calendarFeeds.ts. */
export const FEED_PATH = '/calendar/feeds';

/** A feed's token: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads of feeds per client address: calendar apps poll every few minutes to hours, and one address
 * (a school's gateway, a calendar service) may read many people's feeds; guessing tokens is hopeless
 * anyway (256 bits), the limit only keeps one address from keeping the database busy.
 */
export function feedLimits(ip: string | null): Limit[] {
  return [{ bucket: bucketOf('calendar-feed:address', ip ?? 'unknown'), max: 300, windowMs: 15 * 60 * 1000 }];
}

const tooManyFeedReads = (seconds: number) =>
  `Too many calendar reads from this address. Please try again in ${seconds} seconds.`;

/** How far back the department feed reaches; ahead it covers a year. */
export const FEED_DAYS_BACK = 60;

export type FeedWithProduction = CalendarFeed & { production?: Production | null };

export async function listFeeds(actor: Actor): Promise<FeedWithProduction[]> {
  const department = currentDepartmentOf(actor);
  return CalendarFeed.findAll({
    where: { user_id: actor.user.id, department_id: department.id },
    include: [{ model: Production, as: 'production', attributes: ['id', 'title'] }],
    order: [['id', 'ASC']],
  });
}

/**
 * A new secret address for the caller's calendar of the current department, or of one of its
 * productions; it replaces the caller's earlier one of the same scope. The address is answered
 * once: only its hash is kept.
 */
export async function createFeed(
  actor: Actor,
  productionId: number | null | undefined,
): Promise<{ feed: FeedWithProduction; url: string }> {
  const department = currentDepartmentOf(actor);
  const production =
    productionId === undefined || productionId === null ? null : await findProduction(actor, productionId);
  const token = randomToken();
  // Under the department's lock, so two renewals at once leave one address, not two.
  const feed = await inDepartmentTransaction(department.id, async (transaction) => {
    const scope = {
      user_id: actor.user.id,
      department_id: department.id,
      production_id: production?.id ?? null,
    };
    await CalendarFeed.destroy({ where: scope, transaction });
    return CalendarFeed.create({ ...scope, token_hash: sha256(token) }, { transaction });
  });
  (feed as FeedWithProduction).production = production;
  return { feed, url: `${config.publicUrl}${FEED_PATH}/${token}.ics` };
}

export async function deleteFeed(actor: Actor, id: number): Promise<void> {
  const department = currentDepartmentOf(actor);
  const removed = await CalendarFeed.destroy({
    where: { id, user_id: actor.user.id, department_id: department.id },
  });
  if (!removed) throw new NotFound('Calendar feed not found');
}

/** An event's page in the app: the loan, the item (a block, an item's own days), or the production. */
function pageOf(event: CalendarEvent<string>): string {
  const base = config.publicUrl;
  if (event.lending_id !== null) return `${base}/lending?loan=${event.lending_id}`;
  if (event.item_type !== null && event.item_id !== null)
    return `${base}${itemPath(event.item_type, event.item_id)}`;
  if (event.production_id !== null) return `${base}/productions/${event.production_id}`;
  return base;
}

const STATUS_WORDS: Record<string, string> = {
  offered: 'Offered',
  requested: 'Requested',
  approved: 'Approved',
  active: 'Out on loan',
  overdue: 'Overdue',
  returned: 'Returned',
  planning: 'Planning',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function descriptionOf(event: CalendarEvent<string>): string {
  const lines: string[] = [];
  if (event.status !== null) {
    // A production's `active` reads as such; a loan's as out.
    const word =
      event.kind === 'production' && event.status === 'active' ? 'Active' : STATUS_WORDS[event.status];
    lines.push(`Status: ${word ?? event.status}`);
  }
  if (event.other_department_name !== null)
    lines.push(`${event.kind === 'loan_out' ? 'Borrower' : 'Lender'}: ${event.other_department_name}`);
  if (event.items?.length) lines.push(`Items: ${event.items.join(', ')}`);
  return lines.join('\n');
}

function render(name: string, events: CalendarEvent<string>[]): string {
  const host = new URL(config.publicUrl).host;
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Scenedock', product: 'Calendar', language: 'EN' },
    ttl: 300,
  });
  for (const event of events) {
    // All-day: DTEND is the day after the last; an open-ended event shows its first day.
    const last = event.ends_on ?? event.starts_on;
    calendar.createEvent({
      id: `${event.key}@${host}`,
      allDay: true,
      start: new Date(`${event.starts_on}T00:00:00Z`),
      end: new Date(`${addDays(last, 1)}T00:00:00Z`),
      summary: event.ends_on === null ? `${event.title} (no end date)` : event.title,
      description: descriptionOf(event) || null,
      url: pageOf(event),
    });
  }
  return calendar.toString();
}

/**
 * The iCal text behind a secret address, or a 404 (unknown or renewed token, a person no longer an
 * active member, a deleted production): every failure looks alike, so an address tells nothing.
 */
export async function feedText(tokenFile: string, ip: string | null): Promise<string> {
  await takeAttempt(feedLimits(ip), tooManyFeedReads);
  const token = tokenFile.endsWith('.ics') ? tokenFile.slice(0, -4) : tokenFile;
  if (!TOKEN.test(token)) throw new NotFound('Calendar feed not found');
  const feed = await CalendarFeed.findOne({ where: { token_hash: sha256(token) } });
  if (!feed) throw new NotFound('Calendar feed not found');
  const member = await DepartmentMembership.findOne({
    attributes: ['id'],
    where: { user_id: feed.user_id, department_id: feed.department_id, status: 'active' },
    include: [{ model: User, as: 'user', required: true, attributes: ['id'], where: { status: 'active' } }],
  });
  const department = member
    ? await Department.findByPk(feed.department_id, { attributes: ['id', 'name', 'time_zone'] })
    : null;
  if (!department) throw new NotFound('Calendar feed not found');
  let text: string;
  if (feed.production_id !== null) {
    const production = await Production.findOne({
      where: { id: feed.production_id, department_id: feed.department_id },
    });
    if (!production) throw new NotFound('Calendar feed not found');
    text = render(production.title, await productionFeedEvents(production));
  } else {
    const today = todayOf(department);
    const events = await departmentEvents(department.id, {
      from: addDays(today, -FEED_DAYS_BACK),
      to: addDays(today, MAX_CALENDAR_DAYS),
    });
    text = render(`Scenedock – ${department.name}`, events);
  }
  // When it was last read, to the hour: a calendar app polling every few minutes writes little.
  const hourAgo = new Date(Date.now() - 3600 * 1000);
  if (!feed.last_used_at || feed.last_used_at < hourAgo)
    await CalendarFeed.update(
      { last_used_at: new Date() },
      { where: { id: feed.id, [Op.or]: [{ last_used_at: null }, { last_used_at: { [Op.lt]: hourAgo } }] } },
    );
  return text;
}
