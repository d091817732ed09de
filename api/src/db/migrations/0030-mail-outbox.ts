import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * `mail_outbox`: mail over its limit (`mailLimits`) waits here instead of being dropped
 * (docs/concurrency-and-limits.md, "Mail"). `not_before` is when its allowance frees; the
 * `mail-outbox` job sends due rows, each taking its allowance again. A sender claims a row by setting
 * `claimed_until` with a conditional UPDATE, so two processes sweeping at once never both send it; a
 * claim that outlives a crashed sender lapses and the row is sent by the next sweep.
 *
 * Down drops the table (with any mail still waiting in it).
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('mail_outbox', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    recipient: { type: DataTypes.STRING(320), allowNull: false },
    subject: { type: DataTypes.STRING(998), allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    html: { type: DataTypes.TEXT, allowNull: true },
    /** the one link the mail is about (kept whole: it is the mail's point) */
    link: { type: DataTypes.TEXT, allowNull: true },
    reply_to: { type: DataTypes.STRING(320), allowNull: true },
    /** whose action caused it (their allowance counts); null for mail nobody caused */
    caused_by: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    not_before: { type: DataTypes.DATE, allowNull: false },
    claimed_until: { type: DataTypes.DATE, allowNull: true },
    /** sends tried (claims taken), for the logs and to see a stuck row */
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('mail_outbox', ['not_before', 'id'], { name: 'mail_outbox_due' });
  await qi.addIndex('mail_outbox', ['caused_by'], { name: 'mail_outbox_caused_by' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('mail_outbox');
}
