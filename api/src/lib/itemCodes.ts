/**
 * Item short codes (docs/labels-and-scanning.md, "Codes"): 8 characters of Crockford base32, drawn
 * at random (crypto) when an item is created. The first character also tells the kind (its place in
 * the alphabet modulo 3), so a code is unique across all three kinds with a unique index per table,
 * and a lookup reads exactly one table.
 */
import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

export const CODE_KINDS = ['prop', 'set_piece', 'costume_piece'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

const firstCharacters = (kind: CodeKind) =>
  [...CODE_ALPHABET].filter((_, index) => index % 3 === CODE_KINDS.indexOf(kind));

const FIRST: Record<CodeKind, string[]> = {
  prop: firstCharacters('prop'),
  set_piece: firstCharacters('set_piece'),
  costume_piece: firstCharacters('costume_piece'),
};

/** A fresh random code for an item of `kind`. */
export function newItemCode(kind: CodeKind): string {
  const first = FIRST[kind];
  let code = first[randomInt(first.length)];
  for (let i = 1; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Crockford's reading of what people type: I and L are 1, O is 0. */
const TYPO: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * A code as typed or scanned, in its stored form: any case, dashes and spaces ignored, I/L read as
 * 1 and O as 0. Null when it cannot be a code (wrong length or characters).
 */
export function normalizeItemCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (c) => TYPO[c]);
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** The kind a (normalized) code belongs to. */
export function kindOfCode(code: string): CodeKind {
  return CODE_KINDS[CODE_ALPHABET.indexOf(code[0]) % 3];
}

/** A code as printed under the barcode and shown on the item page: two groups of four. */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
