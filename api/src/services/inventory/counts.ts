import type { Transaction } from 'sequelize';
import { CostumePiece, Department, Production, Prop, SetPiece } from '../../models';
import { forget } from '../actorCache';
import { holdsDepartmentLock, inDepartmentTransaction, lockDepartment } from '../departmentLock';

export type CountColumn = 'prop_count' | 'set_piece_count' | 'costume_piece_count' | 'production_count';

/** Moves a department's kept count by `delta`, atomically and without touching updated_at. */
export async function adjustCount(
  departmentId: number,
  column: CountColumn,
  delta: number,
  transaction: Transaction,
): Promise<void> {
  if (!holdsDepartmentLock(transaction)) {
    // A programming error, not a request error: this write would deadlock under load.
    throw new Error('adjustCount needs the department lock: run the write in inDepartmentTransaction');
  }
  await Department.increment(column, { by: delta, where: { id: departmentId }, transaction, silent: true });
  // Lists read the kept count off the department cached with the actor (increment runs no hooks).
  forget({ department: departmentId }, transaction);
}

/** Recounts from the rows: for bulk loads (seeds, imports) that insert many rows at once. */
export async function recountDepartment(departmentId: number, transaction?: Transaction): Promise<void> {
  if (!transaction) {
    await inDepartmentTransaction(departmentId, (t) => recountDepartment(departmentId, t));
    return;
  }
  // Under the lock no writer of this department can commit between the counts and the update.
  if (!holdsDepartmentLock(transaction)) await lockDepartment(departmentId, transaction);
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
