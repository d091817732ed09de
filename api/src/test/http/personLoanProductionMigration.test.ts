/**
 * Migration 0028 can be taken back and made again on both databases: the production a loan to a
 * person is for.
 */
import * as personLoanProduction from '../../db/migrations/0028-person-loan-production';
import { sequelize } from '../../db/sequelize';
import { useTestDatabase } from '../server';

useTestDatabase();

describe('migration 0028: the production of a loan to a person', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await personLoanProduction.down(qi);
    try {
      expect(await qi.describeTable('person_loans')).not.toHaveProperty('production_id');
    } finally {
      await personLoanProduction.up(qi);
    }
    expect(await qi.describeTable('person_loans')).toHaveProperty('production_id');
    const indexes = (await qi.showIndex('person_loans')) as { name: string }[];
    expect(indexes.map((i) => i.name)).toContain('person_loans_production');
  });
});
