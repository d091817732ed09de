// Test data for the component tests (not part of any bundle).
import type { components } from '@scenedock/openapi';
import type { Department } from '../api/departments';
import type { Loan, LoanCounts } from '../api/loans';
import type { LoanMessage } from '../api/messages';
import type { BorrowableItem } from '../api/search';

const riverside = {
  id: 1,
  name: 'Riverside High School Drama',
  contact_person: 'Maya Okafor',
  contact_email: 'drama@riverside-high.example',
};
const westbrook = {
  id: 2,
  name: 'Westbrook Community Theatre',
  contact_person: 'Daniel Reyes',
  contact_email: 'props@westbrook-theatre.example',
};

/** A request of Westbrook to borrow Riverside's prop, as Riverside (the lender) reads it. */
export function loan(overrides: Partial<Loan> = {}): Loan {
  return {
    id: 7,
    item_type: 'prop',
    prop_id: 31,
    set_piece_id: null,
    costume_piece_id: null,
    item_name: 'Brass Candelabra',
    item_image_url: null,
    item_condition: 'good',
    from_department_id: riverside.id,
    from_department_name: riverside.name,
    to_department_id: westbrook.id,
    to_department_name: westbrook.name,
    from_department: riverside,
    to_department: westbrook,
    direction: 'outgoing',
    initiated_by: 'borrower',
    status: 'requested',
    lent_date: '2030-03-01',
    due_date: '2030-03-20',
    picked_up_date: null,
    return_date: null,
    requested_due_date: null,
    proposed_lent_date: null,
    proposed_due_date: null,
    contact_person: null,
    contact_email: null,
    notes: 'For the spring revue.',
    cancelled_by: null,
    production_id: null,
    production_title: null,
    unread_count: 0,
    allowed_actions: ['approve', 'decline', 'message'],
    handover_condition: null,
    return_condition: null,
    damage_report: null,
    created_at: '2030-02-01T10:00:00.000Z',
    updated_at: '2030-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function counts(overrides: Partial<LoanCounts> = {}): LoanCounts {
  return {
    offered: 0,
    requested: 3,
    approved: 2,
    active: 4,
    returned: 9,
    overdue: 1,
    cancelled: 5,
    ...overrides,
  };
}

export function message(id: number, overrides: Partial<LoanMessage> = {}): LoanMessage {
  return {
    id,
    lending_id: 7,
    sender_id: 20,
    sender_name: 'Theo Nguyen',
    sender_department_id: westbrook.id,
    content: `Message ${id}`,
    timestamp: `2030-02-0${Math.min(id, 9)}T12:00:00.000Z`,
    is_from_current_user: false,
    ...overrides,
  };
}

export function department(overrides: Partial<Department> = {}): Department {
  return {
    id: 2,
    name: westbrook.name,
    address: '48 Alder Street, Beaverton, OR 97005',
    contact_person: westbrook.contact_person,
    contact_email: westbrook.contact_email,
    contact_email_confirmed: true,
    contact_phone: null,
    description: null,
    latitude: 45.4871,
    longitude: -122.8037,
    time_zone: 'America/Los_Angeles',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user_count: 5,
    production_count: 2,
    prop_count: 12,
    set_piece_count: 4,
    costume_piece_count: 20,
    ...overrides,
  };
}

/** Westbrook's prop as the borrowing search answers it to Riverside. */
export function borrowable(overrides: Partial<BorrowableItem> = {}): BorrowableItem {
  return {
    id: 41,
    name: 'Victorian Armchair',
    type: 'prop',
    item_type: 'prop',
    category: 'furniture',
    condition: 'good',
    description: 'Green velvet, carved legs.',
    image_url: null,
    tags: ['period', 'vintage', 'ornate', 'large', 'fragile'],
    available: true,
    requested_by_you: false,
    held_by: null,
    current_production_id: null,
    location: 'Prop Closet',
    distance: 12.43,
    department: westbrook,
    department_id: westbrook.id,
    department_name: westbrook.name,
    department_address: '48 Alder Street, Beaverton, OR 97005',
    department_contact: westbrook.contact_person,
    department_email: westbrook.contact_email,
    dimensions: null,
    pieces_count: null,
    components: null,
    size: null,
    color: null,
    material: null,
    ...overrides,
  };
}

/** One of Riverside's own productions, as GET /productions answers it. */
export function production(
  overrides: Partial<components['schemas']['ProductionOut']> = {},
): components['schemas']['ProductionOut'] {
  return {
    id: 5,
    department_id: riverside.id,
    title: 'Our Town',
    description: null,
    director: 'Maya Okafor',
    status: 'planning',
    start_date: '2030-04-01',
    end_date: '2030-04-20',
    venue: 'Main Stage',
    cast_size: 18,
    image_url: null,
    props_count: 0,
    sets_count: 0,
    costume_pieces_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The query of an openapi-fetch call. */
export function queryOf(init: unknown): Record<string, unknown> {
  return (init as { params?: { query?: Record<string, unknown> } } | undefined)?.params?.query ?? {};
}

/** The body of an openapi-fetch call. */
export function bodyOf(init: unknown): unknown {
  return (init as { body?: unknown } | undefined)?.body;
}

/** An item a list answers, free on the days asked, or held by `holder` until the day before `freeFrom`. */
export function listedItem(
  id: number,
  name: string,
  busy: { holder: string; freeFrom: string | null } | null = null,
) {
  return {
    id,
    name,
    availability: {
      current: null,
      next: null,
      clash: busy ? { holder: busy.holder } : null,
      free_from: busy ? busy.freeFrom : null,
      production_booking: null,
    },
  };
}

/**
 * An item list's answer to a lending form's chooser: `free` to the call for free items
 * (`available: true`), `busy` to the call for the busy ones.
 */
export function chooserAnswer(init: unknown, free: unknown[], busy: unknown[] = []) {
  return queryOf(init).available === false ? busy : free;
}
