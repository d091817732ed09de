/**
 * Migration 0025 can be taken back and made again on both databases: linked sign-ins, school
 * domains and used portal token ids.
 */
import * as schoolSignIn from '../../db/migrations/0025-school-sign-in';
import { sequelize } from '../../db/sequelize';
import { useTestDatabase } from '../server';

useTestDatabase();

describe('migration 0025: school sign-in', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await schoolSignIn.down(qi);
    try {
      for (const table of ['user_identities', 'department_domains', 'portal_token_uses'])
        await expect(qi.describeTable(table)).rejects.toThrow();
    } finally {
      await schoolSignIn.up(qi);
    }
    expect(await qi.describeTable('user_identities')).toHaveProperty('subject');
    expect(await qi.describeTable('department_domains')).toHaveProperty('domain');
    expect(await qi.describeTable('portal_token_uses')).toHaveProperty('jti');
  });
});
