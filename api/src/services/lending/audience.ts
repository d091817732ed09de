import { Op, type Transaction } from 'sequelize';
import { DepartmentMembership, ROLES, type LendingRecord, type LendingSide, type Role } from '../../models';

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
