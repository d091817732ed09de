import { ApiError, errorMessage } from '@scenedock/ui';

export type ItemKind = 'prop' | 'set' | 'costume';

interface ActionMessages {
  byStatus: Record<number, string>;
  fallback: string;
}

export interface KindMessages {
  /** 'Prop', 'Set', 'Costume': starts the success toasts */
  label: string;
  invalid: string;
  create: ActionMessages;
  update: ActionMessages;
  remove: ActionMessages;
  loadToast: string;
  loadInline: string;
}

/** The error catalogue of spec part 2 §8, per item kind. */
export const MESSAGES: Record<ItemKind, KindMessages> = {
  prop: {
    label: 'Prop',
    invalid: 'Invalid prop data. Please check all fields.',
    create: {
      byStatus: { 403: 'You do not have permission to create props' },
      fallback: 'Failed to create prop. Please try again.',
    },
    update: {
      byStatus: { 403: 'You do not have permission to edit this prop', 404: 'Prop not found' },
      fallback: 'Failed to update prop. Please try again.',
    },
    remove: {
      byStatus: { 403: 'You do not have permission to delete this prop', 404: 'Prop not found' },
      fallback: 'Failed to delete prop. Please try again.',
    },
    loadToast: 'Failed to load props',
    loadInline: 'Failed to fetch props. Please try again.',
  },
  set: {
    label: 'Set',
    invalid: 'Invalid set data. Please check all fields.',
    create: {
      byStatus: { 403: 'You do not have permission to create sets' },
      fallback: 'Failed to create set. Please try again.',
    },
    update: {
      byStatus: { 403: 'You do not have permission to edit this set', 404: 'Set not found' },
      fallback: 'Failed to update set. Please try again.',
    },
    remove: {
      byStatus: { 403: 'You do not have permission to delete this set', 404: 'Set not found' },
      fallback: 'Failed to delete set. Please try again.',
    },
    loadToast: 'Failed to load sets',
    loadInline: 'Failed to fetch sets. Please try again.',
  },
  costume: {
    label: 'Costume',
    invalid: 'Invalid costume data. Please check all required fields.',
    create: {
      byStatus: {
        403: 'You do not have permission to create costumes in this department.',
        409: 'A costume with this name already exists in your department.',
      },
      fallback: 'Failed to create costume. Please try again.',
    },
    update: { byStatus: {}, fallback: 'Failed to update costume. Please try again.' },
    remove: { byStatus: {}, fallback: 'Failed to delete costume. Please try again.' },
    loadToast: 'Failed to load costumes',
    loadInline: 'Failed to fetch costumes. Please try again.',
  },
};

/**
 * The toast for a failed create or update: a 422 (or 400) lists the fields the server named;
 * otherwise the screen's message for the status, the server's own words, or the fallback.
 */
export function saveErrorMessage(error: unknown, kind: ItemKind, action: 'create' | 'update'): string {
  const messages = MESSAGES[kind];
  if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
    const fields = Object.entries(error.fieldErrors);
    if (fields.length)
      return `Validation errors: ${fields.map(([field, msg]) => `${field}: ${msg}`).join(', ')}`;
    if (error.status === 422 && error.detail) return `Validation error: ${error.detail}`;
    return messages.invalid;
  }
  const { byStatus, fallback } = messages[action];
  // Only the costume screens show the server's own words (spec §8); the others keep their messages.
  return errorMessage(error, fallback, { byStatus, useDetail: kind === 'costume' });
}

export function deleteErrorMessage(error: unknown, kind: ItemKind): string {
  const { byStatus, fallback } = MESSAGES[kind].remove;
  return errorMessage(error, fallback, { byStatus, useDetail: kind === 'costume' });
}
