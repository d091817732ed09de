import {
  ApiError,
  errorMessage,
  fieldErrorsText,
  firstFieldError,
  serverWords,
  type ErrorMessages,
} from '@scenedock/ui';

const PRODUCTION_LIST: ErrorMessages = {
  byStatus: {
    400: 'Invalid request. Please check your filters and try again.',
    401: 'Authentication expired. Please log in again.',
    403: 'You do not have permission to view productions.',
    404: 'Productions endpoint not found. Please contact support.',
    429: 'Too many requests. Please wait a moment and try again.',
    500: 'Server error. Please try again later.',
    503: 'Service temporarily unavailable. Please try again later.',
  },
};

/** A failure no table names: the server's words or status, or what went wrong on the way. */
function listFailure(error: unknown): string {
  if (error instanceof ApiError)
    return error.detail
      ? `Server error: ${error.detail}`
      : `Server error (${error.status}). Please try again.`;
  if (error instanceof Error) {
    // The session fetch names its timeout; fetch itself throws a TypeError when nothing answers.
    if (error.name === 'RequestTimeoutError') return 'Request timed out. Please try again.';
    if (error instanceof TypeError) return 'Network error. Please check your connection and try again.';
    if (error.message) return `Error: ${error.message}`;
  }
  return 'Failed to load productions. Please try again.';
}

/** What the production list (by status) says when it cannot load. */
export function productionListError(error: unknown): string {
  return errorMessage(error, listFailure(error), PRODUCTION_LIST);
}

/** The upcoming dialog: a bad date answers 422; anything else reads like the production list. */
export function upcomingListError(error: unknown, filtered: boolean): string {
  if (!filtered) return productionListError(error);
  return errorMessage(error, productionListError(error), {
    byStatus: { 422: 'Invalid date format. Please check your date inputs.' },
  });
}

const PREVIEW: ErrorMessages = {
  byStatus: { 401: 'Authentication required', 403: 'Access denied' },
};

/** The dashboard preview's shorter wording. */
export function previewError(error: unknown): string {
  const unreachable =
    error instanceof TypeError || (error instanceof Error && error.name === 'RequestTimeoutError');
  return errorMessage(error, unreachable ? 'Network error' : 'Failed to load upcoming productions', PREVIEW);
}

const INVALID_PRODUCTION = 'Invalid production data. Please check all fields.';

/** 422 spelled out field by field. */
const INVALID: NonNullable<ErrorMessages['byStatus']> = {
  422: (e) => fieldErrorsText(e) ?? (e.detail ? `Validation error: ${e.detail}` : INVALID_PRODUCTION),
};

const SAVE_PRODUCTION: Record<'create' | 'edit', { fallback: string; messages: ErrorMessages }> = {
  create: {
    fallback: 'Failed to create production. Please try again.',
    messages: {
      byStatus: {
        ...INVALID,
        400: INVALID_PRODUCTION,
        403: 'You do not have permission to create productions',
      },
    },
  },
  edit: {
    fallback: 'Failed to update production. Please try again.',
    messages: {
      // New dates move the items booked on the production's days: one held then is named, with its free day.
      byCode: { item_in_use: serverWords },
      byStatus: {
        ...INVALID,
        400: INVALID_PRODUCTION,
        403: 'You do not have permission to edit this production',
        404: 'Production not found',
      },
    },
  },
};

/** Productions: create and update failures. */
export function saveProductionError(error: unknown, mode: 'create' | 'edit'): string {
  const { fallback, messages } = SAVE_PRODUCTION[mode];
  return errorMessage(error, fallback, messages);
}

export function deleteProductionError(error: unknown): string {
  return errorMessage(error, 'Failed to delete production. Please try again.', {
    byStatus: {
      403: 'You do not have permission to delete this production',
      404: 'Production not found',
    },
  });
}

/**
 * Booking an item for a production, changing its days, removing it. A conflict (the item is held on
 * those days) names the holder and the first free day: the server's words say it best.
 */
const BOOKING: ErrorMessages = {
  byCode: { item_in_use: serverWords },
  byStatus: {
    403: 'You do not have permission to change this production’s items',
    404: 'This item or its booking no longer exists. The lists have been refreshed.',
    409: serverWords,
    422: firstFieldError,
  },
};

export function bookingError(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, BOOKING);
}

/** The production page: a production of another department, or deleted, answers 404. */
export function productionPageError(error: unknown): string {
  return errorMessage(error, 'Failed to load this production. Please try again.', {
    byStatus: {
      403: 'You do not have permission to view this production.',
      404: 'This production does not exist, or it belongs to another department.',
    },
  });
}

export function pullListError(error: unknown): string {
  return errorMessage(error, 'Failed to load the pull list. Please try again.', {
    byStatus: {
      403: 'You do not have permission to view this pull list.',
      404: 'This production does not exist, or it belongs to another department.',
    },
  });
}

/** The calendar: a range the server will not take (over a year) answers 422. */
export function calendarError(error: unknown): string {
  return errorMessage(error, 'Failed to load the calendar. Please try again.', {
    byStatus: {
      403: 'You do not have permission to view this calendar.',
      422: firstFieldError,
      429: 'Too many requests. Please wait a moment and try again.',
    },
  });
}

/** Making, renewing or stopping a calendar feed. */
export function calendarFeedError(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, {
    byStatus: {
      403: 'You do not have permission to subscribe to this calendar.',
      404: 'This feed or production no longer exists. The list has been refreshed.',
      422: firstFieldError,
      429: 'Too many requests. Please wait a moment and try again.',
    },
  });
}
