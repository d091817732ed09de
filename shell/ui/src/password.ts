/**
 * The server's one rule for every password a person chooses (api/src/lib/passwords.ts): 8 to 128
 * characters with an uppercase and a lowercase letter, a digit and a symbol (any symbol counts).
 * Plain functions, so each form wraps them in its own zod build (the shell's sign-in screens use
 * zod's mini build, the remotes the full one).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The rule as a checklist: each requirement shown live, ticked when met (setup password). */
export const PASSWORD_REQUIREMENTS = [
  { label: 'At least 8 characters', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { label: 'One uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: 'One lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { label: 'One number', test: (value: string) => /\d/.test(value) },
  { label: 'One special character', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export const STRONG_PASSWORD_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
export const PASSWORD_TOO_SHORT_MESSAGE = `Must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Must be no more than ${PASSWORD_MAX_LENGTH} characters`;

const hasEveryKind = (value: string) => PASSWORD_REQUIREMENTS.slice(1).every((r) => r.test(value));

/** Whether the server would accept the password. */
export const isStrongPassword = (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && hasEveryKind(value);

/** The first rule the password breaks, as its message; null when the server would accept it. */
export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (!hasEveryKind(value)) return STRONG_PASSWORD_MESSAGE;
  return null;
}
