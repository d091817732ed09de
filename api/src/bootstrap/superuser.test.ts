import { config } from '../config';
import { User } from '../models';
import { useTestDatabase } from '../test/server';
import { ensureSuperuser } from './superuser';

useTestDatabase();

describe('ensureSuperuser', () => {
  const configured = config.adminPassword;
  let superusers: number[] = [];
  beforeAll(async () => {
    // Other test files share a MySQL database: their superusers are set aside and given back.
    superusers = (await User.findAll({ where: { is_superuser: true } })).map((u) => u.id);
  });
  afterEach(() => {
    config.adminPassword = configured;
  });
  afterAll(async () => {
    await User.update({ is_superuser: false }, { where: { is_superuser: true } });
    if (superusers.length) await User.update({ is_superuser: true }, { where: { id: superusers } });
  });

  it('refuses an ADMIN_PASSWORD that sign-in would refuse, creating nothing', async () => {
    await User.update({ is_superuser: false }, { where: { is_superuser: true } });
    for (const password of ['Aa1!'.repeat(40), 'short']) {
      config.adminPassword = password;
      await expect(ensureSuperuser()).rejects.toThrow(/ADMIN_PASSWORD is not usable/);
      expect(await User.count({ where: { is_superuser: true } })).toBe(0);
    }
  });

  it('creates the superuser with a usable ADMIN_PASSWORD, once', async () => {
    await User.update({ is_superuser: false }, { where: { is_superuser: true } });
    config.adminPassword = 'Front-Of-House-7!';
    expect(await ensureSuperuser()).toEqual({ email: config.adminEmail, generatedPassword: null });
    expect(await ensureSuperuser()).toBeNull();
  });
});
