import type { ErrorCode } from '../errors';

/** Every error answer: `{"detail": "<message>", "code": "<code>"}`. */
export interface ErrorBody {
  /** for people: the wording may change */
  detail: string;
  /** for programs: stable */
  code: ErrorCode;
}

/**
 * A position in a list, in `loc`.
 * @isInt
 */
export type ListIndex = number;

export interface ValidationIssue {
  /** where: ["body", "name"], ["query", "limit"], ["path", "id"], ["body", "components", 2] */
  loc: (string | ListIndex)[];
  msg: string;
  type: string;
}

/** Request validation failures (422). */
export interface ValidationErrorBody {
  detail: ValidationIssue[];
  code: 'validation_failed';
}
