import { config } from '../config';
import { generatePassword, hashPassword } from '../lib/passwords';
import { User } from '../models';

/**
 * Creates the superuser from ADMIN_EMAIL / ADMIN_PASSWORD when none exists. Returns the password
 * when it was generated, so it can be printed once.
 */
export async function ensureSuperuser(): Promise<{ email: string; generatedPassword: string | null } | null> {
  if (await User.findOne({ where: { is_superuser: true } })) return null;
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
