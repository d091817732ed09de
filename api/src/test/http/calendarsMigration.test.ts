/**
 * Migration 0020 can be taken back and made again on both databases: on MariaDB the loan's
 * production is a foreign key, which has to go before its index and column.
 */
import * as calendars from '../../db/migrations/0020-calendars';
import { sequelize } from '../../db/sequelize';
import { useTestDatabase } from '../server';

useTestDatabase();

describe('migration 0020: calendars', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await calendars.down(qi);
    try {
      const columns = await qi.describeTable('lending_records');
      expect(columns).not.toHaveProperty('production_id');
      await expect(qi.describeTable('calendar_feeds')).rejects.toThrow();
    } finally {
      await calendars.up(qi);
    }
    expect(await qi.describeTable('lending_records')).toHaveProperty('production_id');
    expect(await qi.describeTable('calendar_feeds')).toHaveProperty('token_hash');
  });
});
