import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * One row per image a department uploaded (services/files.ts): who uploaded it, its size, when, and
 * since when no item of that department has used it. A department's rows add up to the room its
 * images take, which the upload quota caps; the upload sweep (services/uploadSweep.ts) forgets rows
 * unused for the grace period and removes an image once no row and no item names it. Images stored
 * before this migration have no row: the first sweep records them, for the departments whose items
 * use them, else for no department (then they go after the grace period).
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('upload_records', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    /** the stored name, `<sha256>.<ext>`: the key in the storage and the end of `/uploads/<name>` */
    filename: { type: DataTypes.STRING(191), allowNull: false },
    /** null: an image stored before the records, that no item used when it was recorded */
    department_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'departments', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    },
    size: { type: DataTypes.INTEGER, allowNull: false },
    /** when a sweep first found no item of the department using it; null while one does */
    unreferenced_since: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // One row per department and image (an upload again refreshes it); a department's total.
  await qi.addIndex('upload_records', ['department_id', 'filename'], {
    name: 'upload_records_department_file',
    unique: true,
  });
  await qi.addIndex('upload_records', ['filename'], { name: 'upload_records_file' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.dropTable('upload_records');
}
