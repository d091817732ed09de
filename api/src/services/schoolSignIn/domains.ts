/**
 * School email domains a department has claimed (superusers only: claiming `school.edu` decides
 * where every new person of that school is invited). A domain belongs to one department.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Actor } from '../../domain/actor';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { DepartmentDomain } from '../../models';
import { authorize } from '../../policies/departments';
import { recordAudit } from '../audit';
import { findDepartment } from '../departmentLookup';

export interface DomainView {
  id: number;
  domain: string;
  created_at: Date;
}

const present = (row: DepartmentDomain): DomainView => ({
  id: row.id,
  domain: row.domain,
  created_at: row.created_at,
});

// labels of letters, digits and hyphens, at least one dot, a letter-only top level
const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `School.EDU`, `@school.edu` and ` school.edu ` are the same domain; anything else is a 422. */
export function parseDomain(value: string): string {
  const domain = value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  if (!DOMAIN_RE.test(domain)) {
    throw new ValidationFailed([
      { loc: ['body', 'domain'], msg: 'Enter an email domain such as school.edu', type: 'value_error' },
    ]);
  }
  return domain;
}

export async function listDomains(actor: Actor, departmentId: number): Promise<DomainView[]> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'viewDomains', department.id);
  const rows = await DepartmentDomain.findAll({
    where: { department_id: department.id },
    order: [['domain', 'ASC']],
  });
  return rows.map(present);
}

export async function claimDomain(actor: Actor, departmentId: number, value: string): Promise<DomainView> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'claimDomain', department.id);
  const domain = parseDomain(value);
  const taken = async () => {
    const holder = await DepartmentDomain.findOne({ where: { domain } });
    const holderDepartment = holder ? await findDepartment(holder.department_id).catch(() => null) : null;
    return new Conflict(
      holderDepartment?.id === department.id
        ? `${department.name} already has ${domain}`
        : `${domain} already belongs to ${holderDepartment?.name ?? 'another department'}`,
      'domain_taken',
    );
  };
  if (await DepartmentDomain.findOne({ where: { domain } })) throw await taken();
  try {
    const row = await DepartmentDomain.create({
      department_id: department.id,
      domain,
      created_by: actor.user.id,
    });
    await recordAudit({ action: 'domain_claimed', actor, department, details: { domain } });
    return present(row);
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw await taken(); // claimed at the same moment
    throw err;
  }
}

export async function releaseDomain(actor: Actor, departmentId: number, domainId: number): Promise<void> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'claimDomain', department.id);
  const row = await DepartmentDomain.findOne({ where: { id: domainId, department_id: department.id } });
  if (!row) throw new NotFound('Domain not found');
  await row.destroy();
  await recordAudit({ action: 'domain_released', actor, department, details: { domain: row.domain } });
}
