import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const fk = (table: string, onDelete: 'CASCADE' | 'SET NULL', allowNull = false) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onDelete,
  onUpdate: 'CASCADE',
});

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('users', {
    id,
    email: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(255), allowNull: true },
    first_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    last_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    phone: { type: DataTypes.STRING(50), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
    is_superuser: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    last_login: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });

  await qi.createTable('departments', {
    id,
    name: { type: DataTypes.STRING(150), allowNull: false, unique: true },
    address: { type: DataTypes.STRING(255), allowNull: true },
    contact_person: { type: DataTypes.STRING(150), allowNull: true },
    contact_email: { type: DataTypes.STRING(100), allowNull: true },
    contact_phone: { type: DataTypes.STRING(50), allowNull: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    latitude: { type: DataTypes.DOUBLE, allowNull: true },
    longitude: { type: DataTypes.DOUBLE, allowNull: true },
    ...timestamps,
  });

  await qi.createTable('department_users', {
    id,
    department_id: fk('departments', 'CASCADE'),
    user_id: fk('users', 'CASCADE'),
    role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'student' },
    ...timestamps,
  });
  await qi.addIndex('department_users', ['department_id', 'user_id'], {
    unique: true,
    name: 'department_users_department_user',
  });
  await qi.addIndex('department_users', ['user_id'], { name: 'department_users_user' });

  await qi.createTable('refresh_tokens', {
    id,
    user_id: fk('users', 'CASCADE'),
    family_id: { type: DataTypes.STRING(36), allowNull: false },
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    rotated_at: { type: DataTypes.DATE, allowNull: true },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('refresh_tokens', ['family_id'], { name: 'refresh_tokens_family' });
  await qi.addIndex('refresh_tokens', ['user_id'], { name: 'refresh_tokens_user' });

  await qi.createTable('user_tokens', {
    id,
    user_id: fk('users', 'CASCADE'),
    purpose: { type: DataTypes.STRING(20), allowNull: false },
    token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    department_id: fk('departments', 'CASCADE', true),
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('user_tokens', ['user_id', 'purpose'], { name: 'user_tokens_user_purpose' });

  await qi.createTable('audit_logs', {
    id,
    action: { type: DataTypes.STRING(40), allowNull: false },
    details: { type: DataTypes.TEXT, allowNull: true },
    actor_id: fk('users', 'SET NULL', true),
    actor_name: { type: DataTypes.STRING(201), allowNull: true },
    department_id: fk('departments', 'SET NULL', true),
    department_name: { type: DataTypes.STRING(150), allowNull: true },
    target_user_id: fk('users', 'SET NULL', true),
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('audit_logs', ['department_id', 'created_at'], { name: 'audit_logs_department_time' });
  await qi.addIndex('audit_logs', ['target_user_id', 'created_at'], { name: 'audit_logs_target_time' });

  await qi.createTable('rate_limit_hits', {
    id,
    bucket: { type: DataTypes.STRING(191), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('rate_limit_hits', ['bucket', 'created_at'], { name: 'rate_limit_hits_bucket_time' });
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const table of [
    'rate_limit_hits',
    'audit_logs',
    'user_tokens',
    'refresh_tokens',
    'department_users',
    'departments',
    'users',
  ]) {
    await qi.dropTable(table);
  }
}
