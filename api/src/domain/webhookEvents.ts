/**
 * The events a department's webhooks may choose (docs/webhooks.md): each one's group, what it means,
 * and which audit action of a change raises it. A change's audit row is where every change is
 * already written down, in its transaction; the webhook delivery is written beside it.
 */
import type { AuditAction } from './auditActions';

export const WEBHOOK_EVENT_TYPES = [
  'loan.requested',
  'loan.offered',
  'loan.approved',
  'loan.declined',
  'loan.cancelled',
  'loan.changed',
  'loan.picked_up',
  'loan.returned',
  'loan.overdue',
  'loan.extension_requested',
  'loan.extension_answered',
  'loan.counter_proposed',
  'loan.counter_proposal_answered',
  'damage_report.opened',
  'damage_report.resolved',
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'person_loan.booked',
  'person_loan.changed',
  'person_loan.handed_over',
  'person_loan.returned',
  'person_loan.cancelled',
  'person_loan.overdue',
  'item.created',
  'item.updated',
  'item.deleted',
  'import.completed',
  'import.failed',
] as const;
/** An event a webhook may subscribe to. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Every `type` a delivery's body may carry: the events, and the test message. */
export type WebhookMessageType = WebhookEventType | 'webhook.ping';
/** What "Send test" sends: not subscribed to, always delivered to the webhook tested. */
export const PING_EVENT: WebhookMessageType = 'webhook.ping';

export const WEBHOOK_EVENT_GROUPS = {
  loan: 'Loans between departments',
  damage_report: 'Damage reports',
  booking: 'Bookings',
  person_loan: 'Loans to people',
  item: 'Items',
  import: 'Imports',
} as const;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'loan.requested': 'A department asked to borrow one of your items, or you asked to borrow one',
  'loan.offered': 'A lender offered an item to a borrowing department',
  'loan.approved': 'A loan was approved, or an offer accepted',
  'loan.declined': 'A request or an offer was declined',
  'loan.cancelled': 'A loan was cancelled, an offer withdrawn or a request removed',
  'loan.changed': "A loan's days or note changed",
  'loan.picked_up': 'The borrower picked the item up',
  'loan.returned': 'The item came back to its lender',
  'loan.overdue': 'A loan passed its due day without coming back',
  'loan.extension_requested': 'The borrower asked to keep the item longer',
  'loan.extension_answered': 'The lender accepted or declined an extension (`data.answer`)',
  'loan.counter_proposed': 'The lender suggested other days',
  'loan.counter_proposal_answered':
    'The borrower accepted or declined suggested days, or they were withdrawn (`data.answer`)',
  'damage_report.opened': 'An item came back worse than it went out',
  'damage_report.resolved': 'A damage report was resolved (`data.resolution`)',
  'booking.created': 'An item was booked for a production or blocked',
  'booking.changed': "A booking's days changed",
  'booking.cancelled': 'An item was released from a production or unblocked',
  'person_loan.booked': 'An item was lent to a person',
  'person_loan.changed': 'A loan to a person changed (days, production, who)',
  'person_loan.handed_over': 'The person took the item',
  'person_loan.returned': 'The person brought the item back',
  'person_loan.cancelled': 'A loan to a person was cancelled',
  'person_loan.overdue': 'A loan to a person passed its due day',
  'item.created': 'A prop, set piece or costume piece was added (imports tell once: import.completed)',
  'item.updated': 'An item was edited (`data.fields` names what changed)',
  'item.deleted': 'An item was deleted',
  'import.completed': 'A CSV import finished (`data.created`, `data.failed` rows)',
  'import.failed': 'A CSV import stopped on an error',
};

export function groupOf(type: WebhookEventType): string {
  return WEBHOOK_EVENT_GROUPS[type.slice(0, type.indexOf('.')) as keyof typeof WEBHOOK_EVENT_GROUPS];
}

/** The event an audit action raises, and the answer it carries when one event stands for several. */
export const EVENT_OF_AUDIT: Partial<Record<AuditAction, { type: WebhookEventType; answer?: string }>> = {
  lending_requested: { type: 'loan.requested' },
  lending_offered: { type: 'loan.offered' },
  lending_approved: { type: 'loan.approved' },
  lending_offer_accepted: { type: 'loan.approved' },
  lending_declined: { type: 'loan.declined' },
  lending_offer_declined: { type: 'loan.declined' },
  lending_cancelled: { type: 'loan.cancelled' },
  lending_offer_withdrawn: { type: 'loan.cancelled' },
  lending_deleted: { type: 'loan.cancelled' },
  lending_updated: { type: 'loan.changed' },
  lending_picked_up: { type: 'loan.picked_up' },
  lending_returned: { type: 'loan.returned' },
  lending_overdue: { type: 'loan.overdue' },
  lending_extension_requested: { type: 'loan.extension_requested' },
  lending_extension_accepted: { type: 'loan.extension_answered', answer: 'accepted' },
  lending_extension_declined: { type: 'loan.extension_answered', answer: 'declined' },
  lending_counter_proposed: { type: 'loan.counter_proposed' },
  lending_counter_accepted: { type: 'loan.counter_proposal_answered', answer: 'accepted' },
  lending_counter_declined: { type: 'loan.counter_proposal_answered', answer: 'declined' },
  lending_counter_withdrawn: { type: 'loan.counter_proposal_answered', answer: 'withdrawn' },
  damage_reported: { type: 'damage_report.opened' },
  damage_resolved: { type: 'damage_report.resolved' },
  item_assigned: { type: 'booking.created' },
  item_blocked: { type: 'booking.created' },
  booking_updated: { type: 'booking.changed' },
  item_released: { type: 'booking.cancelled' },
  item_unblocked: { type: 'booking.cancelled' },
  person_loan_booked: { type: 'person_loan.booked' },
  person_loan_updated: { type: 'person_loan.changed' },
  person_loan_handed_over: { type: 'person_loan.handed_over' },
  person_loan_returned: { type: 'person_loan.returned' },
  person_loan_cancelled: { type: 'person_loan.cancelled' },
  person_loan_overdue: { type: 'person_loan.overdue' },
  prop_created: { type: 'item.created' },
  set_piece_created: { type: 'item.created' },
  costume_piece_created: { type: 'item.created' },
  prop_updated: { type: 'item.updated' },
  set_piece_updated: { type: 'item.updated' },
  costume_piece_updated: { type: 'item.updated' },
  prop_deleted: { type: 'item.deleted' },
  set_piece_deleted: { type: 'item.deleted' },
  costume_piece_deleted: { type: 'item.deleted' },
};
