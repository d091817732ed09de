import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Time (docs/calendar.md): a loan names the borrowing department's production it is for, and people
 * subscribe to calendars through secret feed addresses.
 *
 * - `lending_records.production_id`: the borrower's production (null: none). Deleting the
 *   production empties it (the service does so too, for SQLite files whose foreign keys are off).
 * - `calendar_feeds`: one secret address per person, department and scope (the department's
 *   calendar, or one production's). Only the token's SHA-256 is kept; renewing replaces it.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('lending_records', 'production_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'productions', key: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  // A production's loans (its pull list, its calendar).
  await qi.addIndex('lending_records', ['production_id'], { name: 'lending_records_production' });

  await qi.createTable('calendar_feeds', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    department_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'departments', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** null: the department's calendar */
    production_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'productions', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** SHA-256 (hex) of the secret in the feed's address; the secret itself is never stored */
    token_hash: { type: DataTypes.STRING(64), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    last_used_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('calendar_feeds', ['token_hash'], { name: 'calendar_feeds_token', unique: true });
  // A person's feeds in a department (the list; renewing finds the one of the same scope).
  await qi.addIndex('calendar_feeds', ['user_id', 'department_id', 'production_id'], {
    name: 'calendar_feeds_owner',
  });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('calendar_feeds');
  // MariaDB and MySQL keep the index while a foreign key needs it: the key goes first. SQLite
  // rebuilds the table without the column, its reference with it.
  if (qi.sequelize.getDialect() !== 'sqlite') {
    const references = (await qi.getForeignKeyReferencesForTable('lending_records')) as {
      columnName: string;
      constraintName: string;
    }[];
    for (const reference of references) {
      if (reference.columnName === 'production_id') {
        await qi.removeConstraint('lending_records', reference.constraintName);
      }
    }
  }
  await qi.removeIndex('lending_records', 'lending_records_production');
  await qi.removeColumn('lending_records', 'production_id');
}
