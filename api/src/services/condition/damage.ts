/**
 * Damage reports (docs/lending.md, "Damage reports"; states in docs/state-machines.md): opened by a
 * return worse than the hand-over (record.ts), of a loan between departments or of a loan to a
 * person; read and answered (comments) by both sides; resolved once by the item's department's
 * managers and up, a repair or a replacement setting the item's condition.
 */
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { findPage } from '../../lib/query';
import type { Page, RowId } from '../../lib/validation';
import {
  CONDITIONS,
  DamageComment,
  DamageReport,
  Department,
  DepartmentMembership,
  MAX_CONDITION_NOTE,
  MAX_DAMAGE_COMMENT,
  PersonLoan,
  type Condition,
  type ConditionSubjectType,
  type DamageResolution,
  type DamageStatus,
  type LendingItemType,
} from '../../models';
import { authorizeDamage, canDamage } from '../../policies/condition';
import { recordAudit, type AuditAction } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { itemPath } from '../inventory/pages';
import { LENDING_KINDS } from '../lending/kinds';
import { currentDepartmentOf } from '../session';
import { damageThread, managersOf, tellParties, type ConditionParty } from './record';
import { damagePath, reportViews, type DamageCommentView, type DamageSide, type DamageView } from './read';

export type { DamageCommentView, DamageSide } from './read';

/** The resolutions that change the item and so name the condition it is in now. */
export const CONDITION_SETTING_RESOLUTIONS: readonly DamageResolution[] = ['repaired', 'replaced'];

export interface DamageResolveInput {
  resolution: DamageResolution;
  /**
   * what was done: "glued the handle", "charged 40 € to Westbrook"
   * @maxLength 1000
   */
  note?: string | null;
  /**
   * the item's condition after the repair or the replacement: required with `repaired` and
   * `replaced` (the item's recorded condition becomes it, in its history); left out otherwise
   */
  condition?: Condition | null;
}

export interface DamageCommentInput {
  /**
   * what the borrower answers, or the lender replies
   * @minLength 1 Comment cannot be empty
   * @maxLength 2000 Must be no more than 2000 characters
   */
  body: string;
}

export interface DamageListQuery {
  status?: DamageStatus;
  /** lender: the reports of the department's own items; borrower: of items it borrowed */
  side?: DamageSide;
  /** lending: loans between departments; person_loan: loans to people */
  subject_type?: ConditionSubjectType;
  /** with `item_id`: one item's reports */
  item_type?: LendingItemType;
  item_id?: RowId;
}

const NOT_FOUND = 'Damage report not found';

const invalid = (loc: (string | number)[], msg: string, type = 'value_error') =>
  new ValidationFailed([{ loc, msg, type }]);

async function viewsOf(actor: Actor, departmentId: number, reports: DamageReport[]): Promise<DamageView[]> {
  const deptIds = new Set<number>();
  const reportIds: number[] = [];
  const personLoanIds: number[] = [];
  for (const r of reports) {
    deptIds.add(r.department_id);
    if (r.borrower_department_id) deptIds.add(r.borrower_department_id);
    reportIds.push(r.return_report_id);
    if (r.handover_report_id) reportIds.push(r.handover_report_id);
    if (r.subject_type === 'person_loan') personLoanIds.push(r.subject_id);
  }
  const [departments, views, loans] = await Promise.all([
    deptIds.size
      ? Department.findAll({ where: { id: { [Op.in]: [...deptIds] } }, attributes: ['id', 'name'] })
      : [],
    reportViews(reportIds),
    personLoanIds.length
      ? PersonLoan.findAll({ where: { id: { [Op.in]: personLoanIds } }, attributes: ['id', 'borrower_name'] })
      : [],
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const people = new Map(loans.map((loan) => [loan.id, loan.borrower_name]));
  return reports.map((report) => ({
    report,
    departmentName: names.get(report.department_id) ?? '',
    borrowerName: report.borrower_department_id ? (names.get(report.borrower_department_id) ?? '') : null,
    borrowerPerson: report.subject_type === 'person_loan' ? (people.get(report.subject_id) ?? null) : null,
    handover: report.handover_report_id ? (views.get(report.handover_report_id) ?? null) : null,
    returned: views.get(report.return_report_id) ?? null,
    canResolve: report.status === 'open' && canDamage(actor, 'resolve', departmentId, report),
    canComment: canDamage(actor, 'comment', departmentId, report),
  }));
}

/** The reports a department reads: of its own items (either kind of loan) and of items it borrowed. */
function visibleTo(departmentId: number, side?: DamageSide): WhereOptions {
  if (side === 'lender') return { department_id: departmentId };
  if (side === 'borrower') return { borrower_department_id: departmentId };
  return { [Op.or]: [{ department_id: departmentId }, { borrower_department_id: departmentId }] };
}

/**
 * The current department's damage reports, newest first: of its own items (loans between
 * departments and loans to people) and of items it borrowed; filtered by status, side, kind of loan
 * and item.
 */
export async function listDamageReports(
  actor: Actor,
  query: DamageListQuery,
  page: Page,
): Promise<{ items: DamageView[]; total: number }> {
  const department = currentDepartmentOf(actor);
  if (query.item_id !== undefined && query.item_type === undefined)
    throw invalid(['query', 'item_type'], 'Name the kind of item with its id');
  const and: WhereOptions[] = [visibleTo(department.id, query.side)];
  if (query.status) and.push({ status: query.status });
  if (query.subject_type) and.push({ subject_type: query.subject_type });
  if (query.item_type) and.push({ item_type: query.item_type });
  if (query.item_id !== undefined) and.push({ item_id: query.item_id });
  const { rows, count } = await findPage(DamageReport, {
    where: { [Op.and]: and },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  return { items: await viewsOf(actor, department.id, rows), total: count };
}

/** A report the current department reads (either side); anyone else's is not found. */
async function findReadable(
  actor: Actor,
  id: number,
): Promise<{ report: DamageReport; departmentId: number }> {
  const department = currentDepartmentOf(actor);
  const report = await DamageReport.findByPk(id);
  if (!report || !canDamage(actor, 'view', department.id, report)) throw new NotFound(NOT_FOUND);
  return { report, departmentId: department.id };
}

/** One damage report of the current department (either side); another department's is not found. */
export async function getDamageReport(actor: Actor, id: number): Promise<DamageView> {
  const { report, departmentId } = await findReadable(actor, id);
  return (await viewsOf(actor, departmentId, [report]))[0];
}

/**
 * Who hears of a damage report: the item's department's managers and up (with the item's page),
 * and the other side, the borrowing department's managers and up or, for a loan to a person, the
 * person when they have an account and are still an active member.
 */
async function partiesOf(report: DamageReport, transaction: Transaction): Promise<ConditionParty[]> {
  const actionUrl = damagePath(report.id);
  const lender: ConditionParty = {
    departmentId: report.department_id,
    userIds: await managersOf(report.department_id, transaction),
    actionUrl,
    itemUrl: itemPath(report.item_type, report.item_id),
  };
  if (report.borrower_department_id)
    return [
      lender,
      {
        departmentId: report.borrower_department_id,
        userIds: await managersOf(report.borrower_department_id, transaction),
        actionUrl,
      },
    ];
  const person = await borrowerUserOf(report, transaction);
  return person === null
    ? [lender]
    : [lender, { departmentId: report.department_id, userIds: [person], actionUrl }];
}

/** The borrower with an account of a loan to a person, while an active member of the department. */
async function borrowerUserOf(report: DamageReport, transaction?: Transaction): Promise<number | null> {
  if (report.subject_type !== 'person_loan') return null;
  const loan = await PersonLoan.findByPk(report.subject_id, {
    attributes: ['id', 'borrower_user_id'],
    transaction,
  });
  if (!loan?.borrower_user_id) return null;
  const active = await DepartmentMembership.findOne({
    where: { user_id: loan.borrower_user_id, department_id: report.department_id, status: 'active' },
    attributes: ['user_id'],
    transaction,
  });
  return active ? loan.borrower_user_id : null;
}

/** The condition a resolution names: required for a repair or a replacement, refused otherwise. */
export function resolvedConditionOf(input: DamageResolveInput): Condition | null {
  const given = input.condition ?? null;
  const setsCondition = CONDITION_SETTING_RESOLUTIONS.includes(input.resolution);
  if (given !== null && !(CONDITIONS as readonly string[]).includes(given))
    throw invalid(['body', 'condition'], `Must be one of: ${CONDITIONS.join(', ')}`, 'value_error.enum');
  if (setsCondition && given === null)
    throw invalid(
      ['body', 'condition'],
      `Choose the condition the item is in after it was ${input.resolution}`,
      'value_error.missing',
    );
  if (!setsCondition && given !== null)
    throw invalid(
      ['body', 'condition'],
      'Only a repair or a replacement changes the item’s condition: leave it out',
    );
  return given;
}

/**
 * Resolves an open report: the item's department's managers and up (the borrower reads and answers
 * it). A repair or a replacement names the item's condition now: the item takes it (an audited edit,
 * in its history). Both sides are told. A resolved report is a 409.
 */
export async function resolveDamageReport(
  actor: Actor,
  id: number,
  input: DamageResolveInput,
): Promise<DamageView> {
  const { report: seen, departmentId } = await findReadable(actor, id);
  const lender = await Department.findByPk(seen.department_id, { attributes: ['id', 'name'] });
  authorizeDamage(actor, 'resolve', departmentId, seen, lender?.name ?? 'the item’s department');
  const note = typeof input.note === 'string' ? input.note.trim() || null : null;
  if (note && note.length > MAX_CONDITION_NOTE)
    throw invalid(['body', 'note'], `At most ${MAX_CONDITION_NOTE} characters`);
  const condition = resolvedConditionOf(input);
  await inDepartmentTransaction(seen.department_id, async (transaction, locked) => {
    const report = await DamageReport.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!report) throw new NotFound(NOT_FOUND);
    if (report.status === 'resolved')
      throw new Conflict(
        `The damage report for "${report.item_name}" is already resolved (${report.resolution})`,
      );
    await report.update(
      {
        status: 'resolved',
        resolution: input.resolution,
        resolution_note: note,
        resolved_by: actor.user.id,
        resolved_by_name: actor.user.fullName,
        resolved_at: new Date(),
        resolved_condition: condition,
      },
      { transaction },
    );
    // The item's edit first: its history reads the resolution above it.
    if (condition) await setItemCondition(actor, report, condition, locked, transaction);
    const item = { type: report.item_type, id: report.item_id };
    await recordAudit(
      {
        action: 'damage_resolved',
        actor,
        department: locked,
        details: {
          name: report.item_name,
          damage_report_id: report.id,
          resolution: input.resolution,
          ...(condition ? { condition } : {}),
          [report.subject_type === 'lending' ? 'lending_id' : 'person_loan_id']: report.subject_id,
        },
        item,
      },
      transaction,
    );
    const what = condition ? `${input.resolution}, now ${condition}` : input.resolution;
    await tellParties(
      actor,
      await partiesOf(report, transaction),
      {
        title: `Damage report resolved: ${report.item_name}`,
        message: `${locked.name} resolved the damage report for "${report.item_name}": ${what}${note ? ` (${note})` : ''}`,
        type: 'success',
        thread: damageThread(report.id),
        about: report.item_name,
      },
      transaction,
    );
  });
  return getDamageReport(actor, id);
}

/** The item takes the condition its repair or replacement left it in: an audited edit of the item. */
async function setItemCondition(
  actor: Actor,
  report: DamageReport,
  condition: Condition,
  department: Pick<Department, 'id' | 'name'>,
  transaction: Transaction,
): Promise<void> {
  const row = await LENDING_KINDS[report.item_type].model.findOne({
    where: { id: report.item_id, department_id: report.department_id },
    transaction,
  });
  // An item deleted since keeps no condition: the report is resolved all the same.
  if (!row) return;
  const current = (row as unknown as { condition: Condition }).condition;
  if (current === condition) return;
  await row.update({ condition } as never, { transaction });
  await recordAudit(
    {
      action: `${report.item_type}_updated` as AuditAction,
      actor,
      department,
      details: {
        id: report.item_id,
        name: report.item_name,
        fields: ['condition'],
        from: current,
        to: condition,
        damage_report_id: report.id,
      },
      item: { type: report.item_type, id: report.item_id },
    },
    transaction,
  );
}

/** Which side of the report the actor writes from: the item's department, or the borrower's side. */
function sideOf(report: DamageReport, departmentId: number, borrowerUserId: number | null, userId: number) {
  if (report.borrower_department_id === departmentId) return 'borrower';
  // A loan to a person: its borrower (a member of the department) answers from the borrower's side.
  if (borrowerUserId !== null && borrowerUserId === userId) return 'borrower';
  return 'lender';
}

/** A report's comments, oldest first, with their authors' departments and sides. */
export async function listDamageComments(
  actor: Actor,
  id: number,
  page: Page,
): Promise<{ items: DamageCommentView[]; total: number }> {
  const { report } = await findReadable(actor, id);
  const { rows, count } = await findPage(DamageComment, {
    where: { damage_report_id: report.id },
    order: [['id', 'ASC']],
    offset: page.skip,
    limit: page.limit,
  });
  return { items: await commentViews(report, rows), total: count };
}

async function commentViews(report: DamageReport, rows: DamageComment[]): Promise<DamageCommentView[]> {
  const deptIds = [...new Set(rows.map((row) => row.department_id))];
  const [departments, borrowerUser] = await Promise.all([
    deptIds.length
      ? Department.findAll({ where: { id: { [Op.in]: deptIds } }, attributes: ['id', 'name'] })
      : [],
    report.subject_type === 'person_loan'
      ? PersonLoan.findByPk(report.subject_id, { attributes: ['borrower_user_id'] }).then(
          (loan) => loan?.borrower_user_id ?? null,
        )
      : null,
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  return rows.map((comment) => ({
    comment,
    departmentName: names.get(comment.department_id) ?? '',
    side: sideOf(report, comment.department_id, borrowerUser, comment.author_id ?? 0),
  }));
}

/**
 * A comment on a report, by a member of either side (open or resolved: a resolution may still be
 * answered). The other side hears of it, and so does everyone who commented before; never the author.
 */
export async function addDamageComment(
  actor: Actor,
  id: number,
  input: DamageCommentInput,
): Promise<DamageCommentView> {
  const { report: seen, departmentId } = await findReadable(actor, id);
  authorizeDamage(actor, 'comment', departmentId, seen, '');
  const body = typeof input.body === 'string' ? input.body.trim() : '';
  if (!body) throw invalid(['body', 'body'], 'Comment cannot be empty', 'value_error.missing');
  if (body.length > MAX_DAMAGE_COMMENT)
    throw invalid(['body', 'body'], `Must be no more than ${MAX_DAMAGE_COMMENT} characters`);
  const author = await Department.findByPk(departmentId, { attributes: ['id', 'name'] });
  const comment = await inDepartmentTransaction(seen.department_id, async (transaction) => {
    const report = await DamageReport.findByPk(id, { transaction });
    if (!report) throw new NotFound(NOT_FOUND);
    const created = await DamageComment.create(
      {
        damage_report_id: report.id,
        department_id: departmentId,
        author_id: actor.user.id,
        author_name: actor.user.fullName,
        body,
      },
      { transaction },
    );
    await recordAudit(
      {
        action: 'damage_commented',
        actor,
        department: author ?? { id: departmentId, name: '' },
        details: { name: report.item_name, damage_report_id: report.id },
        item: report.department_id === departmentId ? { type: report.item_type, id: report.item_id } : null,
      },
      transaction,
    );
    const borrowerUser = await borrowerUserOf(report, transaction);
    const side = sideOf(report, departmentId, borrowerUser, actor.user.id);
    const [lenderParty, ...borrowerParties] = await partiesOf(report, transaction);
    const others = side === 'lender' ? borrowerParties : [lenderParty];
    // Whoever wrote on the report before hears of the answer too, on their side.
    const writers = await DamageComment.findAll({
      attributes: ['author_id', 'department_id'],
      where: { damage_report_id: report.id, author_id: { [Op.ne]: null } },
      transaction,
    });
    const earlier: ConditionParty[] = writers.map((w) => ({
      departmentId: w.department_id,
      userIds: [w.author_id!],
      actionUrl: damagePath(report.id),
    }));
    await tellParties(
      actor,
      [...others, ...earlier],
      {
        title: `New comment on the damage report: ${report.item_name}`,
        message: `${actor.user.fullName} (${author?.name ?? ''}) on the damage report for "${report.item_name}": ${body.length > 140 ? `${body.slice(0, 137)}…` : body}`,
        type: 'info',
        thread: damageThread(report.id),
        about: report.item_name,
      },
      transaction,
    );
    return created;
  });
  return (await commentViews(seen, [comment]))[0];
}
