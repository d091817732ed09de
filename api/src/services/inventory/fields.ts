import { ValidationFailed } from '../../errors';
import { splitTags } from '../../lib/query';
import { MAX_COMPONENT_LENGTH, MAX_COMPONENTS, optionalText, requiredText } from '../../lib/validation';
import type { Condition } from '../../models';

/** Fields every item kind accepts, as sent by a client (create or partial update). */
export interface ItemInput {
  /** @maxLength 200 */
  name?: string;
  /** @maxLength 5000 */
  description?: string | null;
  condition?: Condition;
  /** @maxLength 200 */
  location?: string | null;
  /** @maxLength 500 */
  image_url?: string | null;
  /**
   * Send this field alone to book the item for a production on the production's days (an id), or
   * to end the booking of the production holding it today (null): docs/bookings.md.
   * @isInt
   * @minimum 1
   * @maximum 2147483647
   */
  current_production_id?: number | null;
  /**
   * Accepted only when it is the current department (items never move between departments).
   * @isInt
   * @minimum 1
   * @maximum 2147483647
   */
  department_id?: number;
}

export type ItemChanges = Record<string, unknown> & {
  current_production_id?: number | null;
  /** only checked: an item always lives in the current department */
  department_id?: number;
};

/** Trims and checks the common fields; fields left out stay out (partial updates keep them). */
export function itemAttributes(input: ItemInput, nameMessage: string): ItemChanges {
  const out: ItemChanges = {};
  if (input.name !== undefined) out.name = requiredText(input.name, 'name', nameMessage);
  if (input.description !== undefined) out.description = optionalText(input.description) ?? null;
  if (input.location !== undefined) out.location = optionalText(input.location) ?? null;
  if (input.condition !== undefined) out.condition = input.condition;
  if (input.image_url !== undefined) out.image_url = imageUrl(input.image_url);
  if (input.current_production_id !== undefined) out.current_production_id = input.current_production_id;
  if (input.department_id !== undefined) out.department_id = input.department_id;
  return out;
}

/** Images are our own uploads (/uploads/…) or http(s) addresses; anything else is refused. */
export function imageUrl(value: string | null): string | null {
  const url = optionalText(value) ?? null;
  if (url !== null && !/^(https?:\/\/|\/uploads\/)/i.test(url)) {
    throw new ValidationFailed([
      {
        loc: ['body', 'image_url'],
        msg: 'Must be an uploaded file or an http(s) address',
        type: 'value_error.url',
      },
    ]);
  }
  return url;
}

/** Canonical comma-separated tags ("a,b,c"), or null when there are none. */
export function tagsText(value: string | null): string | null {
  const tags = splitTags(value);
  return tags.length ? tags.join(',') : null;
}

/**
 * Set-piece components arrive as a JSON array of strings (or its text). Anything else is a 422:
 * a stored value always parses.
 */
export function componentsText(value: string | string[] | null): string | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      list = JSON.parse(value);
    } catch {
      list = undefined;
    }
  }
  if (list === null) return null;
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) {
    throw new ValidationFailed([
      {
        loc: ['body', 'components'],
        msg: 'Components must be a JSON array of strings',
        type: 'type_error.list',
      },
    ]);
  }
  // The JSON text form gets the limits tsoa checks on the array form (the column is a TEXT).
  if (list.length > MAX_COMPONENTS || list.some((c) => c.length > MAX_COMPONENT_LENGTH)) {
    throw new ValidationFailed([
      {
        loc: ['body', 'components'],
        msg: `At most ${MAX_COMPONENTS} components of at most ${MAX_COMPONENT_LENGTH} characters each`,
        type: 'value_error.list.max_items',
      },
    ]);
  }
  const components = list.map((c) => c.trim()).filter(Boolean);
  return components.length ? JSON.stringify(components) : null;
}
