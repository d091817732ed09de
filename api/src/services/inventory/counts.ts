import type { Transaction } from 'sequelize';
import { inTransaction } from '../../db/sequelize';
import { NotFound } from '../../errors';
import { CostumePiece, Department, Production, Prop, SetPiece } from '../../models';

export type CountColumn = 'prop_count' | 'set_piece_count' | 'costume_piece_count' | 'production_count';

export const DEPARTMENT_GONE = 'Department not found';

/** Transactions that hold their department's row lock (checked by `adjustCount`). */
const holdingLock = new WeakSet<Transaction>();

/**
 * Locks the department's row for the rest of the transaction and answers it as it is now; 404
 * when the department was deleted meanwhile.
 *
 * The rule of every write to a department's props, set pieces, costume pieces and productions:
 * take this lock first. Without it, MySQL/MariaDB deadlocks two writers: inserting a row
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

/** Moves a department's kept count by `delta`, atomically and without touching updated_at. */
export async function adjustCount(
  departmentId: number,
  column: CountColumn,
  delta: number,
  transaction: Transaction,
): Promise<void> {
  if (!holdingLock.has(transaction)) {
    // A programming error, not a request error: this write would deadlock under load.
    throw new Error('adjustCount needs the department lock: run the write in inDepartmentTransaction');
  }
  await Department.increment(column, { by: delta, where: { id: departmentId }, transaction, silent: true });
}

/** Recounts from the rows: for bulk loads (seeds, imports) that insert many rows at once. */
export async function recountDepartment(departmentId: number, transaction?: Transaction): Promise<void> {
  if (!transaction) {
    await inDepartmentTransaction(departmentId, (t) => recountDepartment(departmentId, t));
    return;
  }
  // Under the lock no writer of this department can commit between the counts and the update.
  if (!holdingLock.has(transaction)) await lockDepartment(departmentId, transaction);
  const where = { department_id: departmentId };
  const count = (model: typeof Prop | typeof SetPiece | typeof CostumePiece | typeof Production) =>
    (model as typeof Prop).count({ where, transaction });
  await Department.update(
    {
      prop_count: await count(Prop),
      set_piece_count: await count(SetPiece),
      costume_piece_count: await count(CostumePiece),
      production_count: await count(Production),
    },
    { where: { id: departmentId }, transaction, silent: true },
  );
}
