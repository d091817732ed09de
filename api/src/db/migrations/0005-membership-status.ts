import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A membership has its own status: `active` grants the role, `inactive` is switched off by the
 * department's admins, `pending` is an invitation the person has not accepted yet. While pending,
 * the row keeps who invited and the names and phone the inviter typed, so the department never sees
 * the stored details of an existing account before its person says yes.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('department_users', 'status', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'active',
  });
  await qi.addColumn('department_users', 'invited_by', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'users', key: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  await qi.addColumn('department_users', 'invited_first_name', {
    type: DataTypes.STRING(100),
    allowNull: true,
  });
  await qi.addColumn('department_users', 'invited_last_name', {
    type: DataTypes.STRING(100),
    allowNull: true,
  });
  await qi.addColumn('department_users', 'invited_phone', { type: DataTypes.STRING(50), allowNull: true });
  await qi.addIndex('department_users', ['department_id', 'status'], { name: 'department_users_status' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('department_users', 'department_users_status');
  for (const column of ['invited_phone', 'invited_last_name', 'invited_first_name', 'invited_by', 'status']) {
    await qi.removeColumn('department_users', column);
  }
}
