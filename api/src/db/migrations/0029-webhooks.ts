import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Outgoing webhooks (docs/webhooks.md):
 *
 * - `webhook_endpoints`: a department's receivers: address, chosen events, on or off, the signing
 *   secret encrypted (and the previous one while a rotation's grace period lasts), why the system
 *   turned it off, since when it has been failing, and the lease of the one delivery in flight.
 * - `webhook_deliveries`: one message to one endpoint, written in the transaction of the change it
 *   tells of (an outbox), with its body as sent, its state and when it is next tried.
 * - `webhook_attempts`: each try of a delivery: status, error, an excerpt of the answer, duration.
 *
 * Down drops the three tables.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('webhook_endpoints', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    url: { type: DataTypes.STRING(2048), allowNull: false },
    description: { type: DataTypes.STRING(200), allowNull: true },
    /** a JSON array of event types */
    events: { type: DataTypes.TEXT, allowNull: false },
    enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    secret_ciphertext: { type: DataTypes.TEXT, allowNull: false },
    secret_hint: { type: DataTypes.STRING(16), allowNull: false },
    previous_secret_ciphertext: { type: DataTypes.TEXT, allowNull: true },
    previous_secret_expires_at: { type: DataTypes.DATE, allowNull: true },
    disabled_reason: { type: DataTypes.STRING(16), allowNull: true },
    disabled_at: { type: DataTypes.DATE, allowNull: true },
    failing_since: { type: DataTypes.DATE, allowNull: true },
    sending_until: { type: DataTypes.DATE, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('webhook_endpoints', { name: 'webhook_endpoints_department', fields: ['department_id'] });
  await qi.createTable('webhook_deliveries', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    endpoint_id: { type: DataTypes.INTEGER, allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    message_id: { type: DataTypes.STRING(40), allowNull: false },
    event_type: { type: DataTypes.STRING(64), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    attempt_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: true },
    last_status_code: { type: DataTypes.INTEGER, allowNull: true },
    last_error: { type: DataTypes.STRING(255), allowNull: true },
    delivered_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('webhook_deliveries', {
    name: 'webhook_deliveries_endpoint',
    fields: ['endpoint_id', 'id'],
  });
  await qi.addIndex('webhook_deliveries', {
    name: 'webhook_deliveries_due',
    fields: ['status', 'next_attempt_at'],
  });
  await qi.createTable('webhook_attempts', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    delivery_id: { type: DataTypes.INTEGER, allowNull: false },
    attempted_at: { type: DataTypes.DATE, allowNull: false },
    status_code: { type: DataTypes.INTEGER, allowNull: true },
    error: { type: DataTypes.STRING(255), allowNull: true },
    response_excerpt: { type: DataTypes.TEXT, allowNull: true },
    duration_ms: { type: DataTypes.INTEGER, allowNull: false },
    manual: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  });
  await qi.addIndex('webhook_attempts', { name: 'webhook_attempts_delivery', fields: ['delivery_id', 'id'] });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('webhook_attempts');
  await qi.dropTable('webhook_deliveries');
  await qi.dropTable('webhook_endpoints');
}
