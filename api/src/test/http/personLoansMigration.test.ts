/**
 * Migration 0024 can be taken back and made again on both databases: the loans to people and the
 * bookings' `person_loan_id`.
 */
import * as personLoans from '../../db/migrations/0024-person-loans';
import * as personLoanProduction from '../../db/migrations/0028-person-loan-production';
import { sequelize } from '../../db/sequelize';
import { useTestDatabase } from '../server';

useTestDatabase();

describe('migration 0024: person loans', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    // 0028 adds a column to its table: it goes down first and up last, so the schema is whole
    // again for the test files after this one (MariaDB's database is shared by all of them).
    await personLoanProduction.down(qi);
    await personLoans.down(qi);
    try {
      expect(await qi.describeTable('bookings')).not.toHaveProperty('person_loan_id');
      await expect(qi.describeTable('person_loans')).rejects.toThrow();
    } finally {
      await personLoans.up(qi);
      await personLoanProduction.up(qi);
    }
    expect(await qi.describeTable('bookings')).toHaveProperty('person_loan_id');
    expect(await qi.describeTable('person_loans')).toHaveProperty('overdue_notice_sent_at');
    expect(await qi.describeTable('person_loans')).toHaveProperty('production_id');
  });
});
