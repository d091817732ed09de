/**
 * Who hears of a change of a loan: the people on a side who can act on it, told by notification,
 * and the acting department's audit log.
 */
import { Op, type Transaction } from 'sequelize';
import type { Actor } from '../../domain/actor';
import {
  LENDING_MOVES,
  toldSide,
  type LendingMoveName,
  type LendingOutcome,
} from '../../domain/lendingMoves';
import {
  DepartmentMembership,
  ROLES,
  type Department,
  type LendingItemType,
  type LendingRecord,
  type LendingSide,
  type Role,
} from '../../models';
import { recipientLocale } from '../../lib/readerLocale';
import { recordAudit, type AuditAction } from '../audit';
import { notify } from '../notifications';
import { itemPath } from '../inventory/pages';
import { itemOf } from './kinds';

/**
 * Who hears about a loan on each side: the people who can act on it there. On the lender's side the
 * directors and admins (they decide); on the borrower's side its managers and up, and whoever filed
 * the request, when they are still a member.
 */
export async function audienceOf(
  record: LendingRecord,
  side: LendingSide,
  transaction?: Transaction,
  also: number[] = [],
): Promise<number[]> {
  const departmentId = side === 'lender' ? record.from_department_id : record.to_department_id;
  const least: Role = side === 'lender' ? 'director' : 'manager';
  const extra = [...also];
  if (record.created_by !== null && record.initiated_by === side) extra.push(record.created_by);
  const members = await DepartmentMembership.findAll({
    attributes: ['user_id', 'role'],
    where: {
      department_id: departmentId,
      status: 'active',
      [Op.or]: [
        { role: { [Op.in]: ROLES.slice(ROLES.indexOf(least)) } },
        ...(extra.length ? [{ user_id: { [Op.in]: extra } }] : []),
      ],
    },
    transaction,
  });
  return [...new Set(members.map((m) => m.user_id))];
}

const lendingUrl = (id: number) => `/lending?loan=${id}`;

/** The lender's item a loan is about, as audit rows and links name it; null once it is gone. */
export function loanItem(record: LendingRecord): { type: LendingItemType; id: number } | null {
  const { id } = itemOf(record);
  return id === null ? null : { type: record.item_type, id };
}

/** Tells one side's people about a loan (after the commit), never the person who did it. */
export async function tell(
  actor: Actor | null,
  record: LendingRecord,
  side: LendingSide,
  note: { title: string; message: string; type?: 'info' | 'success' | 'warning' | 'error' },
  transaction: Transaction,
  also: number[] = [],
): Promise<void> {
  const people = await audienceOf(record, side, transaction, also);
  // The item's page is the lender's: the borrower's people cannot open it.
  const item = side === 'lender' ? loanItem(record) : null;
  const itemUrl = item ? itemPath(item.type, item.id) : null;
  for (const userId of people) {
    if (actor && userId === actor.user.id) continue;
    await notify(
      {
        userId,
        departmentId: side === 'lender' ? record.from_department_id : record.to_department_id,
        type: note.type ?? 'info',
        category: 'lending',
        title: note.title,
        message: note.message,
        actionUrl: lendingUrl(record.id),
        itemUrl,
        // One conversation per loan: its mail is batched per person (services/mailDigest.ts), and
        // counts against the limit of whoever caused it.
        causedBy: actor?.user.id ?? null,
        thread: { key: `loan:${record.id}`, about: record.item_name },
      },
      transaction,
    );
  }
}

/**
 * The audit row of a change of a loan, in the acting department's log, with the loan's details;
 * `actor` null for a change of the lending clock's.
 */
export async function auditLoan(
  actor: Actor | null,
  action: AuditAction,
  department: Department,
  record: LendingRecord,
  transaction: Transaction,
  details: Record<string, unknown> = {},
) {
  await recordAudit(
    {
      action,
      actor,
      department,
      details: {
        lending_id: record.id,
        item_type: record.item_type,
        item: record.item_name,
        from_department_id: record.from_department_id,
        to_department_id: record.to_department_id,
        // the loan's days when it moved: the item's history says them
        lent_date: record.lent_date,
        due_date: record.due_date,
        ...details,
      },
      item: loanItem(record),
    },
    transaction,
  );
}

/**
 * What every move of a loan leaves behind, as its row of domain/lendingMoves.ts says: the audit row
 * in the acting department's log and the note to the side it tells. `outcome` is the answer's half
 * for a move of two outcomes (answering an extension).
 */
export async function recordMove(
  actor: Actor,
  move: LendingMoveName,
  side: LendingSide,
  department: Department,
  record: LendingRecord,
  transaction: Transaction,
  details: Record<string, unknown> = {},
  outcome: LendingOutcome = outcomeOf(move),
): Promise<void> {
  await auditLoan(actor, outcome.audit, department, record, transaction, details);
  const note = outcome.note(record, department.name, recipientLocale());
  await tell(actor, record, toldSide(move, side), note, transaction);
}

function outcomeOf(move: LendingMoveName): LendingOutcome {
  const rule = LENDING_MOVES[move];
  if ('answers' in rule) throw new Error(`The move ${move} has two outcomes: name the one taken`);
  return rule;
}
