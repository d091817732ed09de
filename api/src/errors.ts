/**
 * Typed domain errors. Services throw them with the message a person reads; one middleware
 * turns them into `{"detail": message}` with the status below.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to perform this action') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class Gone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A 422 shaped like a request-validation failure, for rules the schema cannot express. */
/** The server has no room to store what was sent (a full disk or quota): a condition, not a bug. */
export class InsufficientStorage extends HttpError {
  constructor(message = 'The server has no room to store this file now: try again later') {
    super(507, message);
  }
}

export class ValidationFailed extends HttpError {
  constructor(public readonly issues: { loc: (string | number)[]; msg: string; type: string }[]) {
    super(422, issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join(', '));
  }
}
