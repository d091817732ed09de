/**
 * Webhook deliveries are written in the transaction of the change they tell of (an outbox): a change
 * rolled back sends nothing, and one committed is sent even if the process stops right after (the
 * sweep finds it: delivery.ts). The queue is asked to send once the transaction has committed.
 */
import { Op, type Transaction } from 'sequelize';
import { config } from '../../config';
import type { AuditAction } from '../../domain/auditActions';
import { EVENT_OF_AUDIT, type WebhookEventType, type WebhookMessageType } from '../../domain/webhookEvents';
import {
  Department,
  LendingRecord,
  WebhookDelivery,
  WebhookEndpoint,
  type LendingItemType,
} from '../../models';
import { enqueue } from '../../queue';
import { itemPath } from '../inventory/pages';
import { personLoansUrl } from '../personLoans/paths';
import { newMessageId } from './secrets';

/** The item a message is about. */
export interface WebhookItem {
  type: LendingItemType;
  /** @isInt */
  id: number;
  name: string | null;
}

/** What an event says, beyond its department and links (docs/webhooks.md, "Payloads"). */
export interface WebhookEventFacts {
  item?: WebhookItem | null;
  /** @isInt */
  loan_id?: number;
  /** @isInt */
  lender_department_id?: number;
  /** @isInt */
  borrower_department_id?: number;
  /** @isInt */
  person_loan_id?: number;
  /** @isInt */
  damage_report_id?: number;
  /** @isInt */
  production_id?: number | null;
  /** @isInt */
  import_job_id?: number;
  /** YYYY-MM-DD: the first day (of the loan or booking) */
  starts_on?: string | null;
  /** YYYY-MM-DD: the last day; null until released */
  ends_on?: string | null;
  /** `accepted`, `declined` or `withdrawn`: the answer an `…_answered` event reports */
  answer?: string;
  /** the resolution of a resolved damage report (`repaired`, `replaced`, `accepted`, `charged`) */
  resolution?: string;
  /** the fields an `item.updated` changed */
  fields?: string[];
  /** @isInt rows an import saved */
  created?: number;
  /** @isInt rows an import could not save */
  failed?: number;
}

/** Where to read more of what a message is about. */
export interface WebhookLinks {
  /** the page in the app */
  app: string;
  /** the record in the API (GET it with a token of the department); null for a test message */
  api: string | null;
}

/** What a message is about: the receiving department, the ids, the item, the days, links. */
export interface WebhookMessageData extends WebhookEventFacts {
  /** the department whose webhook this is */
  department: { id: number; name: string };
  links: WebhookLinks;
}

/** The body of every delivery (docs/webhooks.md, "Payloads"). */
export interface WebhookMessage {
  type: WebhookMessageType;
  /** when it happened (ISO 8601) */
  timestamp: string;
  data: WebhookMessageData;
}

/** The part of an audit row (services/audit.ts) an event is made of. */
export interface AuditedChange {
  action: AuditAction;
  department?: { id: number } | null;
  details?: Record<string, unknown>;
  item?: { type: LendingItemType; id: number } | null;
}

/** Where to read more: the page in the app and the API's record, most specific first. */
export function linksOf(facts: WebhookEventFacts, type?: WebhookMessageType): WebhookLinks {
  const api = (path: string) => `${config.publicUrl}/api/v1${path}`;
  const app = (path: string) => `${config.publicUrl}${path}`;
  if (facts.damage_report_id)
    return {
      app: app(`/lending/damage?report=${facts.damage_report_id}`),
      api: api(`/damage-reports/${facts.damage_report_id}`),
    };
  if (facts.loan_id)
    return { app: app(`/lending?loan=${facts.loan_id}`), api: api(`/lending/${facts.loan_id}`) };
  if (facts.person_loan_id)
    return {
      app: app(personLoansUrl(facts.person_loan_id)),
      api: api(`/person-loans/${facts.person_loan_id}`),
    };
  if (facts.import_job_id)
    return {
      app: app(`/import-history?job=${facts.import_job_id}`),
      api: api(`/import-jobs/${facts.import_job_id}`),
    };
  if (facts.item) {
    const path = itemPath(facts.item.type, facts.item.id);
    // A deleted item has no page or record left: the list of its kind instead.
    if (type === 'item.deleted') return { app: app(path.slice(0, path.lastIndexOf('/'))), api: null };
    return { app: app(path), api: api(path) };
  }
  return { app: app('/'), api: null };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The facts of an audit row: ids, the item, days; never names of people or notes. */
function factsOfAudit(entry: AuditedChange, answer: string | undefined): WebhookEventFacts {
  const details = entry.details ?? {};
  const loanId = id(details.lending_id);
  const facts: WebhookEventFacts = {};
  if (entry.item)
    facts.item = {
      ...entry.item,
      // lending rows name the item in `item`, the others in `name`
      name: text(details.name) ?? (loanId ? (text(details.item) ?? null) : null),
    };
  if (loanId) {
    facts.loan_id = loanId;
    facts.lender_department_id = id(details.from_department_id);
    facts.borrower_department_id = id(details.to_department_id);
  }
  facts.person_loan_id = id(details.person_loan_id);
  facts.damage_report_id = id(details.damage_report_id);
  if ('production_id' in details) facts.production_id = id(details.production_id) ?? null;
  const starts = text(details.starts_on) ?? text(details.lent_date);
  const ends = text(details.ends_on) ?? text(details.due_date) ?? text(details.due_on);
  if (starts !== undefined) facts.starts_on = starts;
  if (ends !== undefined) facts.ends_on = ends;
  if (answer) facts.answer = answer;
  facts.resolution = text(details.resolution);
  if (Array.isArray(details.fields))
    facts.fields = details.fields.filter((f): f is string => typeof f === 'string');
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/** The departments an event concerns: the acting one and, for a loan between departments, both sides. */
async function concernedDepartments(
  entry: AuditedChange,
  facts: WebhookEventFacts,
  transaction?: Transaction,
): Promise<number[]> {
  const ids = new Set<number>();
  if (entry.department?.id) ids.add(entry.department.id);
  if (facts.loan_id) {
    if (facts.lender_department_id && facts.borrower_department_id) {
      ids.add(facts.lender_department_id);
      ids.add(facts.borrower_department_id);
    } else {
      const loan = await LendingRecord.findByPk(facts.loan_id, {
        attributes: ['from_department_id', 'to_department_id'],
        transaction,
      });
      if (loan) {
        ids.add(loan.from_department_id);
        ids.add(loan.to_department_id);
        facts.lender_department_id = loan.from_department_id;
        facts.borrower_department_id = loan.to_department_id;
      }
    }
  }
  return [...ids];
}

/** The endpoints of `departmentIds` that are on and chose `type`. */
async function subscribers(departmentIds: number[], type: WebhookEventType, transaction?: Transaction) {
  if (departmentIds.length === 0) return [];
  const endpoints = await WebhookEndpoint.findAll({
    where: { department_id: { [Op.in]: departmentIds }, enabled: true },
    transaction,
  });
  return endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type));
}

/** Asks the queue to send a delivery now (after the transaction, when there is one). */
export function sendSoon(deliveryId: number, transaction?: Transaction, manual = false): void {
  const send = () => {
    const data = manual ? { deliveryId, manual } : { deliveryId };
    void enqueue('webhook', data, `webhook:${deliveryId}:${Date.now()}`).catch(() => {
      // The sweep sends it: the delivery row is due.
    });
  };
  if (transaction) transaction.afterCommit(send);
  else send();
}

/** Writes one delivery of `type` to each endpoint given, each with its department's body. */
export async function writeDeliveries(
  endpoints: WebhookEndpoint[],
  type: WebhookMessageType,
  facts: WebhookEventFacts,
  transaction?: Transaction,
): Promise<WebhookDelivery[]> {
  if (endpoints.length === 0) return [];
  const departments = await Department.findAll({
    where: { id: [...new Set(endpoints.map((e) => e.department_id))] },
    attributes: ['id', 'name'],
    transaction,
  });
  const nameOf = new Map(departments.map((d) => [d.id, d.name]));
  const timestamp = new Date().toISOString();
  const written: WebhookDelivery[] = [];
  for (const endpoint of endpoints) {
    const message: WebhookMessage = {
      type,
      timestamp,
      data: {
        department: { id: endpoint.department_id, name: nameOf.get(endpoint.department_id) ?? '' },
        ...facts,
        links: linksOf(facts, type),
      },
    };
    const delivery = await WebhookDelivery.create(
      {
        endpoint_id: endpoint.id,
        department_id: endpoint.department_id,
        message_id: newMessageId(),
        event_type: type,
        payload: JSON.stringify(message),
        status: 'pending',
        next_attempt_at: new Date(),
      },
      { transaction },
    );
    sendSoon(delivery.id, transaction);
    written.push(delivery);
  }
  return written;
}

/** An event of `departmentIds`: written for each of their endpoints that chose it. */
export async function publishEvent(
  type: WebhookEventType,
  departmentIds: number[],
  facts: WebhookEventFacts,
  transaction?: Transaction,
): Promise<void> {
  await writeDeliveries(await subscribers(departmentIds, type, transaction), type, facts, transaction);
}

/** The event an audit row raises, if any (domain/webhookEvents.ts: EVENT_OF_AUDIT). */
export async function publishAudit(entry: AuditedChange, transaction?: Transaction): Promise<void> {
  const event = EVENT_OF_AUDIT[entry.action];
  if (!event) return;
  const facts = factsOfAudit(entry, event.answer);
  const departments = await concernedDepartments(entry, facts, transaction);
  await publishEvent(event.type, departments, facts, transaction);
}
