import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * School sign-in (docs/accounts-and-roles.md, "Signing in with a school account"):
 *
 * - `user_identities`: an account's linked sign-ins, one row per identity provider's subject
 *   (`provider` is an OpenID Connect provider's id, or `portal:<id>` for a trusted portal), unique
 *   per provider and subject, so a school account opens exactly one Scenedock account.
 * - `department_domains`: email domains a department has claimed (set by a superuser); a new person
 *   signing in with a verified address of one is invited to it as a student. One department per domain.
 * - `portal_token_uses`: the `jti` of every portal token exchanged, kept until the token expires, so
 *   a token replayed is refused however many API processes see it.
 *
 * Down drops the three tables (and the sign-in tickets kept in `user_tokens`).
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('user_identities', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    provider: { type: DataTypes.STRING(64), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: false },
    email: { type: DataTypes.STRING(100), allowNull: true },
    last_used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('user_identities', {
    name: 'user_identities_provider_subject',
    fields: ['provider', 'subject'],
    unique: true,
  });
  await qi.addIndex('user_identities', { name: 'user_identities_user', fields: ['user_id'] });

  await qi.createTable('department_domains', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    domain: { type: DataTypes.STRING(253), allowNull: false },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('department_domains', {
    name: 'department_domains_domain',
    fields: ['domain'],
    unique: true,
  });
  await qi.addIndex('department_domains', {
    name: 'department_domains_department',
    fields: ['department_id'],
  });

  await qi.createTable('portal_token_uses', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    issuer: { type: DataTypes.STRING(255), allowNull: false },
    jti: { type: DataTypes.STRING(255), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('portal_token_uses', {
    name: 'portal_token_uses_issuer_jti',
    fields: ['issuer', 'jti'],
    unique: true,
  });
  await qi.addIndex('portal_token_uses', { name: 'portal_token_uses_expiry', fields: ['expires_at'] });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.sequelize.query("DELETE FROM user_tokens WHERE purpose = 'sign_in_ticket'");
  await qi.dropTable('portal_token_uses');
  await qi.dropTable('department_domains');
  await qi.dropTable('user_identities');
}
