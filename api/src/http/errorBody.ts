/** Every error answer: `{"detail": "<message>"}`. */
export interface ErrorBody {
  detail: string;
}

export interface ValidationIssue {
  /** where: ["body", "name"], ["query", "limit"], ["path", "id"] */
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Request validation failures (422). */
export interface ValidationErrorBody {
  detail: ValidationIssue[];
}
