import { NotFound } from '../errors';
import { Department } from '../models';

/*
 * The department lookup every department-scoped service shares (departments, invitations). It has a
 * file of its own rather than living in departments.ts because departments.ts imports invitations.ts
 * (inviting by id); the reverse import would make a cycle.
 */

/** The department with this id, or 404 'Department not found'. */
export async function findDepartment(id: number): Promise<Department> {
  const department = await Department.findByPk(id);
  if (!department) throw new NotFound('Department not found');
  return department;
}
