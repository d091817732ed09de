import type { z } from 'zod';

/** A form's one message at a time: the first problem in the schema's order, or null. */
export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : result.error.issues[0].message;
}
