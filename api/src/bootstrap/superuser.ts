import { config } from '../config';
import {
  assertStrongPassword,
  generatePassword,
  hashPassword,
  PASSWORD_RULE_MESSAGE,
} from '../lib/passwords';
import { User } from '../models';

/**
 * Creates the superuser from ADMIN_EMAIL / ADMIN_PASSWORD when none exists. Returns the password
 * when it was generated, so it can be printed once.
 */
export async function ensureSuperuser(): Promise<{ email: string; generatedPassword: string | null } | null> {
  if (await User.findOne({ where: { is_superuser: true } })) return null;
  if (config.adminPassword !== undefined) {
    // Sign-in refuses passwords outside the rule (e.g. over 128 characters): such a superuser
    // could never sign in, so refuse to start rather than create it.
    try {
      assertStrongPassword(config.adminPassword);
    } catch {
      throw new Error(`ADMIN_PASSWORD is not usable: ${PASSWORD_RULE_MESSAGE} (at most 128 characters)`);
    }
  }
  const password = config.adminPassword ?? generatePassword();
  const existing = await User.findOne({ where: { email: config.adminEmail } });
  const fields = {
    password_hash: await hashPassword(password),
    is_superuser: true,
    status: 'active' as const,
  };
  if (existing) await existing.update(fields);
  else
    await User.create({
      email: config.adminEmail,
      first_name: 'System',
      last_name: 'Administrator',
      phone: null,
      last_login: null,
      ...fields,
    });
  return { email: config.adminEmail, generatedPassword: config.adminPassword ? null : password };
}
