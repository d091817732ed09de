/** Every error answer: `{"detail": "<message>"}`. */
export interface ErrorBody {
  detail: string;
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
}
