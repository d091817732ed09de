import { errorMessage, fieldErrorsText, firstFieldError, serverWords } from '@scenedock/ui';

export type ItemKind = 'prop' | 'set' | 'costume';

type Action = 'create' | 'update' | 'remove';

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
  /** a failure shows the server's own words when it gives some (only the costume screens) */
  useDetail: boolean;
}

const VERB: Record<Action, string> = { create: 'create', update: 'update', remove: 'delete' };

/**
 * One kind's part of the error catalogue. The kinds word their fallbacks and load
 * failures alike ('Failed to create prop. Please try again.'); what differs is passed in.
 */
function catalogue(
  label: string,
  byStatus: Record<Action, Record<number, string>>,
  overrides: Partial<KindMessages> = {},
): KindMessages {
  const noun = label.toLowerCase();
  const action = (name: Action): ActionMessages => ({
    byStatus: byStatus[name],
    fallback: `Failed to ${VERB[name]} ${noun}. Please try again.`,
  });
  return {
    label,
    invalid: `Invalid ${noun} data. Please check all fields.`,
    create: action('create'),
    update: action('update'),
    remove: action('remove'),
    loadToast: `Failed to load ${noun}s`,
    loadInline: `Failed to fetch ${noun}s. Please try again.`,
    useDetail: false,
    ...overrides,
  };
}

/** The props and sets screens' 403 and 404 messages ('You do not have permission to edit this prop'). */
function refusedOrMissing(label: string): Record<Action, Record<number, string>> {
  const noun = label.toLowerCase();
  const missing = `${label} not found`;
  return {
    create: { 403: `You do not have permission to create ${noun}s` },
    update: { 403: `You do not have permission to edit this ${noun}`, 404: missing },
    remove: { 403: `You do not have permission to delete this ${noun}`, 404: missing },
  };
}

export const MESSAGES: Record<ItemKind, KindMessages> = {
  prop: catalogue('Prop', refusedOrMissing('Prop')),
  set: catalogue('Set', refusedOrMissing('Set')),
  costume: catalogue(
    'Costume',
    {
      create: {
        403: 'You do not have permission to create costumes in this department.',
        409: 'A costume with this name already exists in your department.',
      },
      update: {},
      remove: {},
    },
    { invalid: 'Invalid costume data. Please check all required fields.', useDetail: true },
  ),
};

/** 'Prop "Brass Lamp" created successfully!' and the like. */
export function successMessage(
  kind: ItemKind,
  name: string,
  done: 'created' | 'updated' | 'deleted',
): string {
  return `${MESSAGES[kind].label} "${name}" ${done} successfully!`;
}

/**
 * The toast for a failed create or update: a 422 (or 400) lists the fields the server named;
 * otherwise the screen's message for the status, the server's own words (where the kind shows
 * them), or the fallback.
 */
export function saveErrorMessage(error: unknown, kind: ItemKind, action: 'create' | 'update'): string {
  const { byStatus, fallback } = MESSAGES[kind][action];
  const { invalid, useDetail } = MESSAGES[kind];
  return errorMessage(error, fallback, {
    byStatus: {
      ...byStatus,
      400: (e) => fieldErrorsText(e) ?? invalid,
      422: (e) => fieldErrorsText(e) ?? (e.detail ? `Validation error: ${e.detail}` : invalid),
    },
    useDetail,
  });
}

export function deleteErrorMessage(error: unknown, kind: ItemKind): string {
  const { byStatus, fallback } = MESSAGES[kind].remove;
  return errorMessage(error, fallback, { byStatus, useDetail: MESSAGES[kind].useDetail });
}

/**
 * The block form's failure, shown on the form: a clash is the server's own sentence, which names
 * what holds the item and its first free day.
 */
export function blockErrorMessage(error: unknown): string {
  return errorMessage(error, 'Failed to block these dates. Please try again.', {
    byCode: { item_in_use: serverWords },
    byStatus: {
      403: 'You do not have permission to block this item’s dates',
      409: serverWords,
      422: firstFieldError,
    },
  });
}

export function bookErrorMessage(error: unknown): string {
  return errorMessage(error, 'Failed to book the item for this production. Please try again.', {
    byCode: { item_in_use: serverWords },
    byStatus: {
      403: 'You do not have permission to book items for productions',
      404: 'This production no longer exists',
      409: serverWords,
      422: (e) => firstFieldError(e) ?? serverWords(e),
    },
  });
}

export function removeBlockErrorMessage(error: unknown): string {
  return errorMessage(error, 'Failed to remove the block. Please try again.', {
    byStatus: {
      403: 'You do not have permission to remove this block',
      404: 'This block was already removed',
      409: serverWords,
    },
  });
}
