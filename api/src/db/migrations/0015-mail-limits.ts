import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Mail that cannot be turned against anyone (docs/notifications.md):
 *
 * - A department's contact address is confirmed by its owner before it receives mail: the
 *   confirmation link's token is kept as its SHA-256 with an expiry, like invitation links, and the
 *   moment it was confirmed. Addresses set before this migration are unconfirmed until an admin
 *   sends the confirmation again and its owner follows the link.
 * - `mail_digests`: one row per person and conversation (a loan) while its mail is batched. The first
 *   mail goes out at once and opens a quiet period; later events only count here, and one summary
 *   mail follows when the period ends (services/mailDigest.ts).
 */
const DEPARTMENT_COLUMNS = {
  contact_email_confirmed_at: { type: DataTypes.DATE, allowNull: true },
  contact_email_token_hash: { type: DataTypes.STRING(64), allowNull: true },
  contact_email_token_expires_at: { type: DataTypes.DATE, allowNull: true },
};

export async function up(qi: QueryInterface): Promise<void> {
  for (const [name, column] of Object.entries(DEPARTMENT_COLUMNS))
    await qi.addColumn('departments', name, column);
  await qi.addIndex('departments', ['contact_email_token_hash'], { name: 'departments_contact_token' });

  await qi.createTable('mail_digests', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** the conversation, e.g. `loan:12` */
    thread: { type: DataTypes.STRING(64), allowNull: false },
    /** what the conversation is about (the item's name), for the summary's subject */
    about: { type: DataTypes.STRING(255), allowNull: false },
    action_url: { type: DataTypes.STRING(255), allowNull: true },
    /** events since the last mail, not mailed yet */
    pending: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    /** bumped by whoever sends the summary: the conditional UPDATE that claims it */
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    /** the end of the quiet period that the last mail opened */
    quiet_until: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('mail_digests', ['user_id', 'thread'], { name: 'mail_digests_thread', unique: true });
  await qi.addIndex('mail_digests', ['quiet_until'], { name: 'mail_digests_due' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('mail_digests');
  await qi.removeIndex('departments', 'departments_contact_token');
  // Plain DROP COLUMN (SQLite 3.35+, MariaDB): no rebuild of the table and its triggers.
  for (const name of Object.keys(DEPARTMENT_COLUMNS))
    await qi.sequelize.query(`ALTER TABLE departments DROP COLUMN ${name}`);
}
