import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * One row per rate-limit bucket, locked while an attempt is counted, so that counting the hits in
 * the window and recording a new one happen as one step even with parallel requests on several
 * API instances (services/rateLimit.ts). The hits themselves stay in `rate_limit_hits`.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('rate_limit_buckets', {
    bucket: { type: DataTypes.STRING(191), allowNull: false, primaryKey: true },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('rate_limit_buckets', ['updated_at'], { name: 'rate_limit_buckets_updated' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('rate_limit_buckets');
}
