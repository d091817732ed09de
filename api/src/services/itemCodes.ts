/**
 * Looking an item up by the short code on its label (docs/labels-and-scanning.md, "Reading a
 * code"). A member of the item's department (any of the reader's departments) learns the item; anyone
 * else learns only whose it is and how to reach them.
 */
import { NotFound, ValidationFailed } from '../errors';
import { CODE_LENGTH, kindOfCode, normalizeItemCode, type CodeKind } from '../lib/itemCodes';
import type { Actor } from '../domain/actor';
import { CostumePiece, Department, Prop, SetPiece, type ItemRow } from '../models';
import type { ModelStatic } from 'sequelize';
import { bucketOf, takeAttempt, type Limit } from './rateLimit';

const MODELS: Record<CodeKind, ModelStatic<ItemRow>> = {
  prop: Prop,
  set_piece: SetPiece,
  costume_piece: CostumePiece,
};

/**
 * A code as typed or scanned: any case, dashes and spaces allowed
 * @maxLength 40
 */
export type CodeInput = string;

export const NO_ITEM_WITH_CODE = 'No item has this code';

/** The code of `input`, or a 422 naming the path parameter. */
export function codeOrInvalid(input: string): string {
  const code = normalizeItemCode(input);
  if (!code)
    throw new ValidationFailed([
      {
        loc: ['path', 'code'],
        msg: `A code is ${CODE_LENGTH} letters and digits (0-9 and A-Z without I, L, O, U); dashes and spaces are ignored`,
        type: 'value_error.code',
      },
    ]);
  return code;
}

/** The item with this code, whatever its kind and department, or a 404. */
export async function itemWithCode(
  code: string,
): Promise<{ type: CodeKind; row: ItemRow & { code: string } }> {
  const type = kindOfCode(code);
  const row = await MODELS[type].findOne({
    where: { code },
    attributes: ['id', 'department_id', 'name', 'code'],
  });
  if (!row) throw new NotFound(NO_ITEM_WITH_CODE);
  return { type, row: row as ItemRow & { code: string } };
}

/** What anyone may learn of a department from one of its labels: its public contact. */
export interface DepartmentContact {
  department_name: string;
  contact_person: string | null;
  /** only a confirmed address (one its owner confirmed): an unconfirmed one is not shown */
  contact_email: string | null;
  contact_phone: string | null;
}

function contactOf(department: Department): DepartmentContact {
  return {
    department_name: department.name,
    contact_person: department.contact_person ?? null,
    contact_email:
      department.contact_email && department.contact_email_confirmed_at ? department.contact_email : null,
    contact_phone: department.contact_phone ?? null,
  };
}

async function departmentOf(id: number): Promise<Department> {
  const department = await Department.findByPk(id);
  // An item always has its department; a missing one reads as a missing item.
  if (!department) throw new NotFound(NO_ITEM_WITH_CODE);
  return department;
}

export type CodeLookup =
  | {
      member: true;
      code: string;
      item_type: CodeKind;
      item_id: number;
      name: string;
      department_id: number;
      department_name: string;
    }
  | ({ member: false; code: string } & DepartmentContact);

/**
 * A signed-in reader's lookup: the item itself for an active member of its department (any of
 * theirs, not only the current one; a superuser counts as a member of every department), else the
 * department's public contact.
 */
export async function lookUpCode(actor: Actor, input: string): Promise<CodeLookup> {
  const code = codeOrInvalid(input);
  const { type, row } = await itemWithCode(code);
  const department = await departmentOf(row.department_id);
  const member =
    actor.user.is_superuser || actor.memberships.some((m) => m.department_id === row.department_id);
  if (!member) return { member: false, code, ...contactOf(department) };
  return {
    member: true,
    code,
    item_type: type,
    item_id: row.id,
    name: row.name,
    department_id: department.id,
    department_name: department.name,
  };
}

/** Signed-out reads of codes: per address, like the other public calls. */
export function publicCodeLimits(ip: string | null): Limit[] {
  return [{ bucket: bucketOf('public-code:address', ip ?? 'unknown'), max: 60, windowMs: 15 * 60 * 1000 }];
}

const tooManyCodeReads = (seconds: number) =>
  `Too many code lookups from this address. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/** A stranger's lookup (no sign-in): whose the item is and how to reach them, nothing of the item. */
export async function lookUpPublicCode(
  input: string,
  ip: string | null,
): Promise<{ code: string } & DepartmentContact> {
  await takeAttempt(publicCodeLimits(ip), tooManyCodeReads);
  const code = codeOrInvalid(input);
  const { row } = await itemWithCode(code);
  return { code, ...contactOf(await departmentOf(row.department_id)) };
}
