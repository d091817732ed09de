/**
 * Recording an item's condition when it is handed over and when it comes back (docs/lending.md,
 * "Condition at hand-over and return"). One function, `recordCondition`, for whatever is handed
 * over: a loan between departments (services/lending/moves.ts) or a department's loan to a person.
 * The caller runs it inside the move's transaction, holding the item's department lock.
 */
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { Conflict, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import {
  CONDITIONS,
  ConditionPhoto,
  ConditionReport,
  DamageReport,
  Department,
  DepartmentMembership,
  MAX_CONDITION_NOTE,
  MAX_CONDITION_PHOTOS,
  ROLES,
  type Condition,
  type ConditionStage,
  type ConditionSubjectType,
  type LendingItemType,
  type Role,
} from '../../models';
import { recordAudit, type AuditAction } from '../audit';
import { LENDING_KINDS } from '../lending/kinds';
import { notify } from '../notifications';
import { isWorse } from './order';
import { damagePath } from './read';

export type { ConditionInput } from './input';

/** Who is told of a damage report: one department's people, and where their link goes. */
export interface ConditionParty {
  departmentId: number;
  userIds: number[];
  /** the screen the notification opens (a damage report opened by `recordCondition` opens itself instead) */
  actionUrl: string;
  /** the item's page, for the item's own department only */
  itemUrl?: string | null;
}

export interface RecordConditionArgs {
  subject: { type: ConditionSubjectType; id: number };
  item: { type: LendingItemType; id: number; department_id: number; name: string };
  stage: ConditionStage;
  condition: Condition;
  note?: string | null;
  /** the ids `POST /condition-photos` answered (`photo_keys` is the same, by its brief's name) */
  photo_ids?: number[];
  photo_keys?: number[];
  actor: Actor;
  /** who is told when the item came back worse (both sides of the hand-over) */
  parties: ConditionParty[];
  /** the borrowing department, for a loan between departments: it reads the damage report */
  borrowerDepartmentId?: number | null;
  /** who had the item, as the damage notification names them: "Westbrook High", "Sam Lee" */
  heldBy?: string;
  /** where the input sits in the request, for the 422's `loc` */
  loc?: (string | number)[];
}

export interface RecordedCondition {
  report: ConditionReport;
  /** opened when the item came back worse than it went out */
  damage: DamageReport | null;
}

const invalid = (loc: (string | number)[], msg: string, type = 'value_error') =>
  new ValidationFailed([{ loc, msg, type }]);

/** The input's checks that need no database: the condition, the note's length, the photo list. */
export function checkConditionInput(
  input: { condition?: unknown; note?: unknown; photo_ids?: unknown },
  loc: (string | number)[] = ['body', 'condition'],
): { condition: Condition; note: string | null; photoIds: number[] } {
  if (typeof input.condition !== 'string' || !(CONDITIONS as readonly string[]).includes(input.condition))
    throw invalid([...loc, 'condition'], `Must be one of: ${CONDITIONS.join(', ')}`, 'value_error.enum');
  let note: string | null = null;
  if (input.note !== undefined && input.note !== null) {
    if (typeof input.note !== 'string') throw invalid([...loc, 'note'], 'Must be text');
    note = input.note.trim() || null;
    if (note && note.length > MAX_CONDITION_NOTE)
      throw invalid([...loc, 'note'], `At most ${MAX_CONDITION_NOTE} characters`);
  }
  const ids = input.photo_ids ?? [];
  if (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(id) || (id as number) < 1))
    throw invalid([...loc, 'photo_ids'], 'Must be a list of photo ids');
  if (ids.length > MAX_CONDITION_PHOTOS)
    throw invalid([...loc, 'photo_ids'], `At most ${MAX_CONDITION_PHOTOS} photos`);
  if (new Set(ids).size !== ids.length) throw invalid([...loc, 'photo_ids'], 'Each photo once');
  return { condition: input.condition as Condition, note, photoIds: ids as number[] };
}

/** The active members of a department with at least `least`'s role: who is told by default. */
export async function managersOf(
  departmentId: number,
  transaction?: Transaction,
  least: Role = 'manager',
): Promise<number[]> {
  const rows = await DepartmentMembership.findAll({
    attributes: ['user_id'],
    where: {
      department_id: departmentId,
      status: 'active',
      role: { [Op.in]: ROLES.slice(ROLES.indexOf(least)) },
    },
    transaction,
  });
  return [...new Set(rows.map((r) => r.user_id))];
}

/**
 * Writes the item's condition at one stage of a hand-over, with its photos (up to 6, uploaded by the
 * item's department and not used yet). At the return it compares with the hand-over's report (or
 * with the item's recorded condition when none was made): a worse one opens a damage report, tells
 * `parties` after the commit and joins the item's history. The item's stored condition becomes the
 * return's (audited). A second report for the same stage is a 409.
 */
export async function recordCondition(
  transaction: Transaction,
  args: RecordConditionArgs,
): Promise<RecordedCondition> {
  const loc = args.loc ?? ['body', 'condition'];
  const { condition, note, photoIds } = checkConditionInput(
    { condition: args.condition, note: args.note, photo_ids: args.photo_ids ?? args.photo_keys },
    loc,
  );
  const { actor, item, subject, stage } = args;
  const kind = LENDING_KINDS[item.type];
  const row = await kind.model.findOne({
    where: { id: item.id, department_id: item.department_id },
    transaction,
  });
  if (!row) throw new Conflict(`"${item.name}" no longer exists: its condition cannot be recorded`);

  const photos = photoIds.length
    ? await ConditionPhoto.findAll({
        where: { id: { [Op.in]: photoIds } },
        transaction,
        lock: transaction.LOCK.UPDATE,
      })
    : [];
  const byId = new Map(photos.map((p) => [p.id, p]));
  const department = await Department.findByPk(item.department_id, {
    attributes: ['id', 'name'],
    transaction,
  });
  const departmentName = department?.name ?? 'the item’s department';
  photoIds.forEach((id, i) => {
    const photo = byId.get(id);
    if (!photo || photo.department_id !== item.department_id)
      throw invalid([...loc, 'photo_ids', i], `Must be a photo uploaded by ${departmentName}`);
    if (photo.report_id !== null)
      throw invalid([...loc, 'photo_ids', i], 'This photo is already part of another condition report');
  });

  let report: ConditionReport;
  try {
    report = await ConditionReport.create(
      {
        department_id: item.department_id,
        item_type: item.type,
        item_id: item.id,
        subject_type: subject.type,
        subject_id: subject.id,
        stage,
        condition,
        note,
        recorded_by: actor.user.id,
        recorded_by_name: actor.user.fullName,
      },
      { transaction },
    );
  } catch (err) {
    if (err instanceof UniqueConstraintError)
      throw new Conflict(
        `The condition of "${item.name}" at its ${stage === 'handover' ? 'hand-over' : 'return'} is already recorded`,
      );
    throw err;
  }
  for (const [position, id] of photoIds.entries())
    await byId.get(id)!.update({ report_id: report.id, position }, { transaction });

  const auditItem = { type: item.type, id: item.id };
  const auditDepartment = department ?? { id: item.department_id, name: departmentName };
  await recordAudit(
    {
      action: 'condition_recorded',
      actor,
      department: auditDepartment,
      details: {
        name: item.name,
        subject_type: subject.type,
        [subject.type === 'lending' ? 'lending_id' : 'person_loan_id']: subject.id,
        stage,
        condition,
        photos: photoIds.length,
      },
      item: auditItem,
    },
    transaction,
  );

  if (stage === 'handover') return { report, damage: null };

  const handover = await ConditionReport.findOne({
    where: { subject_type: subject.type, subject_id: subject.id, stage: 'handover' },
    transaction,
  });
  const current = (row as unknown as { condition: Condition }).condition;
  const before = handover?.condition ?? current;
  if (current !== condition) {
    await row.update({ condition } as never, { transaction });
    await recordAudit(
      {
        action: `${item.type}_updated` as AuditAction,
        actor,
        department: auditDepartment,
        details: { id: item.id, name: item.name, fields: ['condition'], from: current, to: condition },
        item: auditItem,
      },
      transaction,
    );
  }
  if (!isWorse(condition, before)) return { report, damage: null };

  const damage = await DamageReport.create(
    {
      department_id: item.department_id,
      borrower_department_id: args.borrowerDepartmentId ?? null,
      item_type: item.type,
      item_id: item.id,
      item_name: item.name,
      subject_type: subject.type,
      subject_id: subject.id,
      handover_report_id: handover?.id ?? null,
      return_report_id: report.id,
      condition_before: before,
      condition_after: condition,
      resolution: null,
      resolution_note: null,
      resolved_by: null,
      resolved_by_name: null,
      resolved_at: null,
    },
    { transaction },
  );
  await recordAudit(
    {
      action: 'damage_reported',
      actor,
      department: auditDepartment,
      details: {
        name: item.name,
        damage_report_id: damage.id,
        subject_type: subject.type,
        [subject.type === 'lending' ? 'lending_id' : 'person_loan_id']: subject.id,
        condition_before: before,
        condition_after: condition,
      },
      item: auditItem,
    },
    transaction,
  );
  const held = args.heldBy ? ` from ${args.heldBy}` : '';
  // Everyone told opens the report itself (the bell, the mail's "Open it"), where it is answered.
  await tellParties(
    actor,
    args.parties.map((party) => ({ ...party, actionUrl: damagePath(damage.id) })),
    {
      title: `Damage reported: ${item.name}`,
      message: `"${item.name}" came back${held} ${condition} (it went out ${before}): ${departmentName} opened a damage report`,
      type: 'warning',
      thread: damageThread(damage.id),
      about: item.name,
    },
    transaction,
  );
  return { report, damage };
}

/** A damage report's notifications are one conversation (one mail per quiet period, services/mailDigest.ts). */
export const damageThread = (id: number) => `damage:${id}`;

/** Tells each party's people (after the commit: notify waits for it), never the one who acted. */
export async function tellParties(
  actor: Actor,
  parties: ConditionParty[],
  note: {
    title: string;
    message: string;
    type: 'info' | 'success' | 'warning';
    thread: string;
    about: string;
  },
  transaction?: Transaction,
): Promise<void> {
  const told = new Set<number>();
  for (const party of parties)
    for (const userId of party.userIds) {
      if (userId === actor.user.id || told.has(userId)) continue;
      told.add(userId);
      await notify(
        {
          userId,
          departmentId: party.departmentId,
          type: note.type,
          category: 'lending',
          title: note.title,
          message: note.message,
          actionUrl: party.actionUrl,
          itemUrl: party.itemUrl ?? null,
          causedBy: actor.user.id,
          thread: { key: note.thread, about: note.about },
        },
        transaction,
      );
    }
}
