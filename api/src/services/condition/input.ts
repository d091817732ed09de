// The condition a move takes in, in a file of its own: the lending inputs name it, and importing
// it from the recorder would close a loop through the notifications (services/condition/record.ts).
import type { Condition } from '../../models';
import type { RowId } from '../../lib/validation';

/** What a move takes in to record the item's condition (`condition` of `PUT /lending/{id}`). */
export interface ConditionInput {
  condition: Condition;
  /**
   * what to look out for: a scratch, a missing button
   * @maxLength 1000
   */
  note?: string | null;
  /**
   * photos uploaded by `POST /condition-photos`, in order
   * @maxItems 6
   */
  photo_ids?: RowId[];
}
