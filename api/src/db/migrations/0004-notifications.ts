import { DataTypes, type QueryInterface } from 'sequelize';

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('notifications', {
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
      allowNull: true,
      references: { model: 'departments', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'info' },
    category: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'system' },
    title: { type: DataTypes.STRING(200), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    action_url: { type: DataTypes.STRING(500), allowNull: true },
    import_job_id: { type: DataTypes.INTEGER, allowNull: true },
    read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_time' });
  await qi.addIndex('notifications', ['user_id', 'read'], { name: 'notifications_user_read' });
  // Preferences of the bell and the notifications screen, as JSON text.
  await qi.addColumn('users', 'notification_settings', { type: DataTypes.TEXT, allowNull: true });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeColumn('users', 'notification_settings');
  await qi.dropTable('notifications');
}
