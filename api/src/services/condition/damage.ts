/**
 * Damage reports (docs/lending.md, "Condition at hand-over and return"; states in
 * docs/state-machines.md): opened by a return worse than the hand-over (record.ts), read by both
 * departments, resolved once by the item's department's managers and up.
 */
import { Op } from 'sequelize';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { findPage } from '../../lib/query';
import type { Page } from '../../lib/validation';
import {
  DamageReport,
  Department,
  MAX_CONDITION_NOTE,
  type DamageResolution,
  type DamageStatus,
} from '../../models';
import { authorizeDamage, canDamage } from '../../policies/condition';
import { recordAudit } from '../audit';
import { inDepartmentTransaction } from '../departmentLock';
import { itemPath } from '../inventory/pages';
import { currentDepartmentOf } from '../session';
import { managersOf, tellParties } from './record';
import { reportViews, type DamageView } from './read';

export interface DamageResolveInput {
  resolution: DamageResolution;
  /**
   * what was done: "glued the handle", "charged 40 € to Westbrook"
   * @maxLength 1000
   */
  note?: string | null;
}

async function viewsOf(actor: Actor, departmentId: number, reports: DamageReport[]): Promise<DamageView[]> {
  const deptIds = new Set<number>();
  const reportIds: number[] = [];
  for (const r of reports) {
    deptIds.add(r.department_id);
    if (r.borrower_department_id) deptIds.add(r.borrower_department_id);
    reportIds.push(r.return_report_id);
    if (r.handover_report_id) reportIds.push(r.handover_report_id);
  }
  const [departments, views] = await Promise.all([
    deptIds.size
      ? Department.findAll({ where: { id: { [Op.in]: [...deptIds] } }, attributes: ['id', 'name'] })
      : [],
    reportViews(reportIds),
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  return reports.map((report) => ({
    report,
    departmentName: names.get(report.department_id) ?? '',
    borrowerName: report.borrower_department_id ? (names.get(report.borrower_department_id) ?? '') : null,
    handover: report.handover_report_id ? (views.get(report.handover_report_id) ?? null) : null,
    returned: views.get(report.return_report_id) ?? null,
    canResolve: report.status === 'open' && canDamage(actor, 'resolve', departmentId, report),
  }));
}

/** The current department's damage reports, as the item's department or the borrower; newest first. */
export async function listDamageReports(
  actor: Actor,
  query: { status?: DamageStatus },
  page: Page,
): Promise<{ items: DamageView[]; total: number }> {
  const department = currentDepartmentOf(actor);
  const where = {
    [Op.and]: [
      { [Op.or]: [{ department_id: department.id }, { borrower_department_id: department.id }] },
      ...(query.status ? [{ status: query.status }] : []),
    ],
  };
  const { rows, count } = await findPage(DamageReport, {
    where,
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  return { items: await viewsOf(actor, department.id, rows), total: count };
}

/** One damage report of the current department (either side); another department's is not found. */
export async function getDamageReport(actor: Actor, id: number): Promise<DamageView> {
  const department = currentDepartmentOf(actor);
  const report = await DamageReport.findByPk(id);
  if (!report || !canDamage(actor, 'view', department.id, report))
    throw new NotFound('Damage report not found');
  return (await viewsOf(actor, department.id, [report]))[0];
}

/**
 * Resolves an open report: the item's department's managers and up (the borrower reads it only).
 * Both departments' managers and up are told. A resolved report is a 409.
 */
export async function resolveDamageReport(
  actor: Actor,
  id: number,
  input: DamageResolveInput,
): Promise<DamageView> {
  const department = currentDepartmentOf(actor);
  const seen = await DamageReport.findByPk(id);
  if (!seen || !canDamage(actor, 'view', department.id, seen)) throw new NotFound('Damage report not found');
  const lender = await Department.findByPk(seen.department_id, { attributes: ['id', 'name'] });
  authorizeDamage(actor, 'resolve', department.id, seen, lender?.name ?? 'the item’s department');
  const note = typeof input.note === 'string' ? input.note.trim() || null : null;
  if (note && note.length > MAX_CONDITION_NOTE)
    throw new ValidationFailed([
      { loc: ['body', 'note'], msg: `At most ${MAX_CONDITION_NOTE} characters`, type: 'value_error' },
    ]);
  await inDepartmentTransaction(seen.department_id, async (transaction, locked) => {
    const report = await DamageReport.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!report) throw new NotFound('Damage report not found');
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
      },
      { transaction },
    );
    await recordAudit(
      {
        action: 'damage_resolved',
        actor,
        department: locked,
        details: {
          name: report.item_name,
          damage_report_id: report.id,
          resolution: input.resolution,
          ...(report.subject_type === 'lending' ? { lending_id: report.subject_id } : {}),
        },
        item: { type: report.item_type, id: report.item_id },
      },
      transaction,
    );
    const actionUrl = report.subject_type === 'lending' ? `/lending?loan=${report.subject_id}` : '/lending';
    const parties = [
      {
        departmentId: report.department_id,
        userIds: await managersOf(report.department_id, transaction),
        actionUrl,
        itemUrl: itemPath(report.item_type, report.item_id),
      },
      ...(report.borrower_department_id
        ? [
            {
              departmentId: report.borrower_department_id,
              userIds: await managersOf(report.borrower_department_id, transaction),
              actionUrl,
            },
          ]
        : []),
    ];
    await tellParties(
      actor,
      parties,
      {
        title: `Damage report resolved: ${report.item_name}`,
        message: `${locked.name} resolved the damage report for "${report.item_name}": ${input.resolution}${note ? ` (${note})` : ''}`,
        type: 'success',
        thread: `${report.subject_type}:${report.subject_id}`,
        about: report.item_name,
      },
      transaction,
    );
  });
  return getDamageReport(actor, id);
}
