import { z } from '@scenedock/ui/zod';
import { CONDITIONS } from '@scenedock/ui';

/*
 * The fields every item kind's form checks the same way. Messages are the screens' own; lengths are
 * the server's limits.
 */

export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const name = (message: string) => text(200).min(1, message);
// Selects start empty ('Select a category'); the empty choice is what the required message is for.
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().pipe(z.enum(values, { error: message }));
export const condition = choice(CONDITIONS, 'Condition is required');
export const list = z.array(z.string().trim().min(1));
export const imageUrl = z.string().nullable();
