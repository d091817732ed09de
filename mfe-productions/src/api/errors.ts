import { ApiError, errorMessage } from '@scenedock/ui';

/** What the production list (by status) says when it cannot load. */
export function productionListError(error: unknown): string {
  if (error instanceof ApiError) {
    const byStatus: Record<number, string> = {
      400: 'Invalid request. Please check your filters and try again.',
      401: 'Authentication expired. Please log in again.',
      403: 'You do not have permission to view productions.',
      404: 'Productions endpoint not found. Please contact support.',
      429: 'Too many requests. Please wait a moment and try again.',
      500: 'Server error. Please try again later.',
      503: 'Service temporarily unavailable. Please try again later.',
    };
    if (byStatus[error.status]) return byStatus[error.status];
    return error.detail
      ? `Server error: ${error.detail}`
      : `Server error (${error.status}). Please try again.`;
  }
  if (error instanceof Error) {
    // The session fetch names its timeout; fetch itself throws a TypeError when nothing answers.
    if (error.name === 'RequestTimeoutError') return 'Request timed out. Please try again.';
    if (error instanceof TypeError) return 'Network error. Please check your connection and try again.';
    if (error.message) return `Error: ${error.message}`;
  }
  return 'Failed to load productions. Please try again.';
}

/** The upcoming dialog: a bad date answers 422; anything else reads like the production list. */
export function upcomingListError(error: unknown, filtered: boolean): string {
  if (filtered && error instanceof ApiError && error.status === 422) {
    return 'Invalid date format. Please check your date inputs.';
  }
  return productionListError(error);
}

/** The dashboard preview's shorter wording. */
export function previewError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Authentication required';
    if (error.status === 403) return 'Access denied';
  } else if (error instanceof TypeError || (error instanceof Error && error.name === 'RequestTimeoutError')) {
    return 'Network error';
  }
  return 'Failed to load upcoming productions';
}

type SaveMode = 'create' | 'edit';

/** Productions: create and update failures, 422 spelled out field by field. */
export function saveProductionError(error: unknown, mode: SaveMode): string {
  const invalid = 'Invalid production data. Please check all fields.';
  if (error instanceof ApiError && error.status === 422) {
    const fields = Object.entries(error.fieldErrors);
    if (fields.length)
      return `Validation errors: ${fields.map(([field, msg]) => `${field}: ${msg}`).join(', ')}`;
    return error.detail ? `Validation error: ${error.detail}` : invalid;
  }
  if (mode === 'create') {
    return errorMessage(error, 'Failed to create production. Please try again.', {
      byStatus: { 400: invalid, 403: 'You do not have permission to create productions' },
    });
  }
  return errorMessage(error, 'Failed to update production. Please try again.', {
    byStatus: {
      400: invalid,
      403: 'You do not have permission to edit this production',
      404: 'Production not found',
    },
  });
}

export function deleteProductionError(error: unknown): string {
  return errorMessage(error, 'Failed to delete production. Please try again.', {
    byStatus: {
      403: 'You do not have permission to delete this production',
      404: 'Production not found',
    },
  });
}

/** Assigning: a 409 names the production that holds the item; say that rather than a generic line. */
export function assignmentError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409 && error.detail) return error.detail;
  return fallback;
}
