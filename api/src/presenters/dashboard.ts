import type { AuditLog, LendingItemType, LendingSide, LendingStatus } from '../models';
import type { DashboardFigures, WeekDecisionKind, WeekFigures, WeekLoan } from '../services/dashboard';

export type ActivityType = 'create' | 'lend' | 'return' | 'other';

/** One line of the dashboard's recent activity (an audit row, worded). */
export interface ActivityOut {
  /** @isInt */
  id: number;
  type: ActivityType;
  /** the audit action, e.g. prop_created */
  action: string;
  /** one line a person reads: 'Prop "Brass lantern" added' */
  description: string;
  actor_name: string | null;
  created_at: Date;
}

/** The current department's dashboard. */
export interface DashboardOut {
  /** @isInt */
  department_id: number;
  department_name: string;
  /** @isInt */
  totalProps: number;
  /** @isInt */
  totalSets: number;
  /** @isInt */
  totalCostumes: number;
  /**
   * productions with status `active`
   * @isInt
   */
  activeProductions: number;
  /**
   * memberships of the department, whatever their status
   * @isInt
   */
  departmentUsers: number;
  /** the ten latest, newest first */
  recentActivity: ActivityOut[];
  /** the department's items today, by what holds them (docs/bookings.md) */
  items_today: ItemsTodayOut;
}

/** How many of the department's items are free or held today, and by what. */
export interface ItemsTodayOut {
  /** @isInt */
  available: number;
  /**
   * booked for a production today
   * @isInt
   */
  in_use: number;
  /**
   * promised or out on loan today, to another department or to a person
   * @isInt
   */
  on_loan: number;
  /**
   * blocked by the department (repair, cleaning, out of service)
   * @isInt
   */
  blocked: number;
}

const NOUNS: Record<string, string> = {
  prop: 'Prop',
  set_piece: 'Set piece',
  costume_piece: 'Costume',
  production: 'Production',
};

function activityType(action: string): ActivityType {
  if (action.endsWith('_created')) return 'create';
  if (action === 'loan_handed_over' || action === 'loan_requested') return 'lend';
  if (action === 'loan_returned') return 'return';
  return 'other';
}

/** An audit row in one line a person reads (the item history's wording too: presenters/history.ts). */
export function describe(row: AuditLog): string {
  let details: Record<string, unknown> = {};
  try {
    details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
  } catch {
    // an unreadable detail still leaves the action to show
  }
  const text = (key: string): string => {
    const value = details[key];
    return typeof value === 'string' ? value : '';
  };
  const name = text('name');
  const match = /^(prop|set_piece|costume_piece|production)_(created|updated|deleted)$/.exec(row.action);
  if (match) {
    const verb = { created: 'added', updated: 'updated', deleted: 'deleted' }[match[2] as 'created'];
    return `${NOUNS[match[1]]} "${name}" ${verb}`;
  }
  if (row.action === 'item_assigned') return `"${name}" assigned to "${text('production_title')}"`;
  if (row.action === 'item_released') return `"${name}" released from its production`;
  if (row.action === 'item_blocked') return `"${name}" blocked (${text('reason').replace(/_/g, ' ')})`;
  if (row.action === 'item_unblocked') return `"${name}" back in use`;
  if (row.action === 'booking_updated') return `"${name}": booked days changed`;
  // condition at hand-over and return (services/condition)
  if (row.action === 'condition_recorded')
    return `"${name}": condition at ${text('stage') === 'handover' ? 'hand-over' : 'return'} recorded as ${text('condition')}`;
  if (row.action === 'damage_reported')
    return `"${name}" came back ${text('condition_after')} (went out ${text('condition_before')}): damage report opened`;
  if (row.action === 'damage_resolved')
    return `"${name}": damage report resolved (${text('resolution')}${text('condition') ? `, now ${text('condition')}` : ''})`;
  if (row.action === 'damage_commented') return `"${name}": comment on the damage report`;
  // loans to people (services/personLoans)
  const person = text('borrower_name');
  if (row.action === 'person_loan_booked') return `"${name}" lent to ${person}`;
  if (row.action === 'person_loan_updated') return `"${name}": loan to ${person} changed`;
  if (row.action === 'person_loan_handed_over') return `"${name}" handed over to ${person}`;
  if (row.action === 'person_loan_returned') return `"${name}" back from ${person}`;
  if (row.action === 'person_loan_cancelled') return `"${name}": loan to ${person} cancelled`;
  if (row.action === 'person_loan_overdue') return `"${name}" overdue from ${person}`;
  const who = [text('first_name'), text('last_name')].filter(Boolean).join(' ') || text('email');
  if (row.action === 'role_updated') return `${who}: role changed to ${text('new_role')}`;
  const label = row.action.replace(/_/g, ' ');
  const sentence = `${label[0].toUpperCase()}${label.slice(1)}`;
  return who ? `${sentence}: ${who}` : sentence;
}

export function presentDashboard(figures: DashboardFigures): DashboardOut {
  const { department } = figures;
  return {
    department_id: department.id,
    department_name: department.name,
    // kept on the department row, read with the actor in this request
    totalProps: department.prop_count,
    totalSets: department.set_piece_count,
    totalCostumes: department.costume_piece_count,
    activeProductions: figures.activeProductions,
    departmentUsers: figures.departmentUsers,
    items_today: {
      available: Math.max(
        0,
        department.prop_count +
          department.set_piece_count +
          department.costume_piece_count -
          figures.heldToday.production -
          figures.heldToday.loan -
          figures.heldToday.block -
          figures.heldToday.person,
      ),
      in_use: figures.heldToday.production,
      // lent to another department or to a person (docs/lending.md)
      on_loan: figures.heldToday.loan + figures.heldToday.person,
      blocked: figures.heldToday.block,
    },
    recentActivity: figures.activity.map((row) => ({
      id: row.id,
      type: activityType(row.action),
      action: row.action,
      description: describe(row),
      actor_name: row.actor_name,
      created_at: row.created_at,
    })),
  };
}

/** A loan on the director's week. */
export interface WeekLoanOut {
  /** @isInt */
  lending_id: number;
  item_type: LendingItemType;
  /**
   * the item's id when it is ours (the department lends it), else null
   * @isInt
   */
  item_id: number | null;
  item_name: string;
  /** lender: the department lends it; borrower: it borrows it */
  side: LendingSide;
  other_department_name: string;
  /** as it shows (an approved or active loan past its due date is overdue) */
  status: LendingStatus;
  /** YYYY-MM-DD */
  lent_date: string;
  /** YYYY-MM-DD */
  due_date: string;
}

/** A decision a loan waits for, that the caller's role may take. */
export interface WeekDecisionOut {
  /** @isInt */
  lending_id: number;
  item_name: string;
  /** request: approve or decline; extension: answer it; counter_proposal: answer the lender's other days; offer: accept or decline */
  kind: WeekDecisionKind;
  other_department_name: string;
  /** YYYY-MM-DD */
  lent_date: string;
  /** YYYY-MM-DD */
  due_date: string;
}

/** The director's week: this week's Monday to Sunday in the department's calendar. */
export interface WeekOut {
  /** YYYY-MM-DD, Monday */
  from: string;
  /** YYYY-MM-DD, Sunday */
  to: string;
  /** loans out (either side) due back this week */
  due_back: WeekLoanOut[];
  /** approved loans whose first day is this week */
  going_out: WeekLoanOut[];
  /** late loans (either side) */
  overdue: WeekLoanOut[];
  /** decisions waiting for the caller (empty for those whose role takes none) */
  waiting: WeekDecisionOut[];
}

const otherName = ({ record, side }: WeekLoan) =>
  (side === 'lender' ? record.borrower?.name : record.lender?.name) ?? '';

function presentWeekLoan(loan: WeekLoan): WeekLoanOut {
  const { record, side, status } = loan;
  const column = ({ prop: 'prop_id', set_piece: 'set_piece_id', costume_piece: 'costume_piece_id' } as const)[
    record.item_type
  ];
  return {
    lending_id: record.id,
    item_type: record.item_type,
    item_id: side === 'lender' ? (record[column] ?? null) : null,
    item_name: record.item_name,
    side,
    other_department_name: otherName(loan),
    status,
    lent_date: record.lent_date,
    due_date: record.due_date,
  };
}

export function presentWeek(week: WeekFigures): WeekOut {
  return {
    from: week.from,
    to: week.to,
    due_back: week.dueBack.map(presentWeekLoan),
    going_out: week.goingOut.map(presentWeekLoan),
    overdue: week.overdue.map(presentWeekLoan),
    waiting: week.waiting.map((d) => ({
      lending_id: d.record.id,
      item_name: d.record.item_name,
      kind: d.kind,
      other_department_name: otherName(d),
      lent_date: d.record.lent_date,
      due_date: d.record.due_date,
    })),
  };
}
