import { errorMessage, firstFieldError, serverWords, type ErrorMessages } from '@scenedock/ui';

/**
 * A conflict (409) names what is in the way in the server's own words ("This loan is returned: it
 * cannot be set to approved", "…is held by Into the Woods"): those are shown as written.
 */
const CONFLICT: ErrorMessages = { byStatus: { 409: serverWords } };

/** A conflict as above, and a 422's first field message (the server's date rules). */
const CONFLICT_OR_INVALID: ErrorMessages = { byStatus: { 409: serverWords, 422: firstFieldError } };

export const LOAD_RECORDS_ERROR = 'Failed to load lending records';
export const LOAD_DEPARTMENTS_ERROR = 'Failed to load departments';
export const LOAD_ITEMS_ERROR = 'Failed to load items';
export const LOAD_PRODUCTIONS_ERROR = 'Failed to load productions';
export const LOAD_MESSAGES_ERROR = 'Failed to load message history';
export const SEARCH_ERROR = 'Search failed. Please try again.';

/**
 * Why a search failed, when the server says: a field past its limit (422: "Search for at most 8
 * words"), a search too broad to finish (400), too many searches (429: when to try again).
 */
export function searchErrorReason(error: unknown): string | undefined {
  const reason = errorMessage(error, '', {
    byStatus: { 400: serverWords, 422: firstFieldError, 429: serverWords },
  });
  return reason || undefined;
}

/** The list's notice under its title: why it failed, where the status says. */
export function recordsLoadError(error: unknown): string {
  return errorMessage(error, 'Please try again.', {
    byStatus: {
      401: 'Authentication expired. Please log in again.',
      403: 'You do not have permission to view lending records.',
      404: 'Lending record not found',
    },
  });
}

/** Approve, decline, cancel, pick up, return. */
export function statusError(error: unknown): string {
  return errorMessage(error, 'Failed to update status', CONFLICT);
}

export function deleteLoanError(error: unknown): string {
  return errorMessage(error, 'Failed to delete lending request', CONFLICT);
}

export function editLoanError(error: unknown): string {
  return errorMessage(error, 'Failed to update lending request', CONFLICT_OR_INVALID);
}

export function extensionRequestError(error: unknown): string {
  return errorMessage(error, 'Failed to request an extension', CONFLICT_OR_INVALID);
}

export function extensionAnswerError(error: unknown): string {
  return errorMessage(error, 'Failed to answer the extension request', CONFLICT);
}

/** Suggest other dates: the item may be booked on them (409, the holder and its first free day), or a date rule (422). */
export function counterProposalError(error: unknown): string {
  return errorMessage(error, 'Failed to suggest other dates', CONFLICT_OR_INVALID);
}

/** Accepting the suggested dates is refused when the item got booked on them meanwhile (409). */
export function counterProposalAnswerError(error: unknown): string {
  return errorMessage(error, 'Failed to answer the suggested dates', CONFLICT);
}

/** New Lending Request (an offer): the server's conflict and date rules, else the screen's line. */
export function createLoanError(error: unknown): string {
  return errorMessage(error, 'Failed to create lending request', {
    byStatus: {
      ...CONFLICT_OR_INVALID.byStatus,
      403: 'You do not have permission to offer items to other departments',
    },
  });
}

/** The borrow dialog's request. */
export function borrowRequestError(error: unknown): string {
  return errorMessage(error, 'Failed to send request. Please try again.', CONFLICT_OR_INVALID);
}

export function sendMessageError(error: unknown): string {
  return errorMessage(error, 'Failed to send message', { byStatus: { 422: firstFieldError } });
}
