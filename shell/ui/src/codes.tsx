import type { components } from '@scenedock/openapi';

// Item codes as people and scanners meet them (docs/labels-and-scanning.md, "Scanning").

/** What anyone may learn of an item from its code: its department and that department's public contact. */
export type CodeContact = components['schemas']['CodeContactOut'];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TYPO: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * A typed or scanned code in its stored form (the API's own reading): any case, dashes and spaces
 * ignored, I and L read as 1, O as 0. Null when it cannot be a code.
 */
export function normalizeCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (c) => TYPO[c]);
  if (code.length !== 8 || [...code].some((c) => !ALPHABET.includes(c))) return null;
  return code;
}

/**
 * The code a barcode holds: a label's QR holds its address (`https://…/i/<code>`), its Code 128
 * the bare code. Null for anything else (another site's QR, a product barcode).
 */
export function codeFromScan(text: string): string | null {
  const address = /\/i\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(text.trim());
  if (address) return normalizeCode(decodeURIComponent(address[1]));
  return normalizeCode(text);
}

/** A code's own address, the one its label's QR holds. */
export const codePath = (code: string) => `/i/${encodeURIComponent(code)}`;

/** A code as printed under the barcode: two groups of four. */
export const displayCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/**
 * "This item belongs to <department>" with the department's public contact: what someone outside
 * the department learns from a label, signed in or not.
 */
export function OwnerContactCard({ contact }: { contact: CodeContact }) {
  const { contact_person: person, contact_email: email, contact_phone: phone } = contact;
  return (
    <section
      aria-labelledby="owner-contact-title"
      className="space-y-3 text-sm text-gray-700"
      data-testid="owner-card"
    >
      <h2 id="owner-contact-title" className="text-base font-semibold text-gray-900">
        This item belongs to {contact.department_name}
      </h2>
      {person || email || phone ? (
        <>
          <p>To ask about it, contact the department:</p>
          <ul className="space-y-1">
            {person && <li className="font-medium text-gray-900">{person}</li>}
            {email && (
              <li>
                <a className="text-indigo-700 underline hover:text-indigo-900" href={`mailto:${email}`}>
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <a
                  className="text-indigo-700 underline hover:text-indigo-900"
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                >
                  {phone}
                </a>
              </li>
            )}
          </ul>
        </>
      ) : (
        <p>The department has not published a contact.</p>
      )}
      <p className="text-xs text-gray-500">Code {displayCode(contact.code)}</p>
    </section>
  );
}
