import type { Transaction } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { NotFound } from '../errors';
import { Department } from '../models';

export const DEPARTMENT_GONE = 'Department not found';

/** Transactions that hold their department's row lock (checked by `adjustCount`). */
const holdingLock = new WeakSet<Transaction>();

/**
 * Locks the department's row for the rest of the transaction and answers it as it is now; 404
 * when the department was deleted meanwhile.
 *
 * The rule of every write to a department's props, set pieces, costume pieces, productions and
 * memberships: take this lock first. Without it, MySQL/MariaDB deadlocks two writers: inserting a row
 * share-locks the department row (the foreign-key check), then the kept count's UPDATE needs it
 * exclusively, and each writer waits for the other's share lock. Taken first, the lock queues
 * writers of one department one behind the other (other departments are not touched), and a
 * department delete, which takes it too, sees exact counts and never runs beside a writer.
 */
export async function lockDepartment(departmentId: number, transaction: Transaction): Promise<Department> {
  const department = await Department.findByPk(departmentId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!department) throw new NotFound(DEPARTMENT_GONE);
  holdingLock.add(transaction);
  return department;
}

/** Runs `work` in a transaction that holds the department's row lock from its first statement. */
export function inDepartmentTransaction<T>(
  departmentId: number,
  work: (transaction: Transaction, department: Department) => Promise<T>,
): Promise<T> {
  return inTransaction(async (transaction) =>
    work(transaction, await lockDepartment(departmentId, transaction)),
  );
}

/** Whether `transaction` took its department's row lock (`adjustCount` refuses to run without it). */
export function holdsDepartmentLock(transaction: Transaction): boolean {
  return holdingLock.has(transaction);
}

/**
 * Locks several departments' rows, in id order so that two transactions never wait on each other
 * in a circle; answers those that still exist (a department deleted meanwhile has nothing to guard).
 */
export async function lockDepartments(
  departmentIds: number[],
  transaction: Transaction,
): Promise<Department[]> {
  const locked: Department[] = [];
  for (const id of [...new Set(departmentIds)].sort((a, b) => a - b)) {
    const department = await Department.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (department) locked.push(department);
  }
  return locked;
}
