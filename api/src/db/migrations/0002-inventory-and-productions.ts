import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const department_id = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'departments', key: 'id' },
  onDelete: 'RESTRICT',
  onUpdate: 'CASCADE',
};
const current_production_id = {
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: 'productions', key: 'id' },
  onDelete: 'SET NULL',
  onUpdate: 'CASCADE',
};
const itemColumns = {
  id,
  department_id,
  name: { type: DataTypes.STRING(200), allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: true },
  condition: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'good' },
  location: { type: DataTypes.STRING(200), allowNull: true },
  image_url: { type: DataTypes.STRING(500), allowNull: true },
  current_production_id,
};

/** The indexes every item list uses: newest first in a department, and the filters the screens offer. */
async function itemIndexes(qi: QueryInterface, table: string, extra: string[]) {
  await qi.addIndex(table, ['department_id', 'created_at'], { name: `${table}_department_created` });
  await qi.addIndex(table, ['department_id', 'current_production_id'], {
    name: `${table}_department_production`,
  });
  await qi.addIndex(table, ['department_id', 'condition'], { name: `${table}_department_condition` });
  await qi.addIndex(table, ['current_production_id'], { name: `${table}_production` });
  for (const column of extra) {
    await qi.addIndex(table, ['department_id', column], { name: `${table}_department_${column}` });
  }
}

export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('productions', {
    id,
    department_id,
    title: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    director: { type: DataTypes.STRING(150), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'planning' },
    start_date: { type: DataTypes.DATEONLY, allowNull: true },
    end_date: { type: DataTypes.DATEONLY, allowNull: true },
    venue: { type: DataTypes.STRING(200), allowNull: true },
    cast_size: { type: DataTypes.INTEGER, allowNull: true },
    image_url: { type: DataTypes.STRING(500), allowNull: true },
    ...timestamps,
  });
  await qi.addIndex('productions', ['department_id', 'status'], { name: 'productions_department_status' });
  await qi.addIndex('productions', ['department_id', 'start_date'], { name: 'productions_department_start' });

  await qi.createTable('props', {
    ...itemColumns,
    category: { type: DataTypes.STRING(20), allowNull: false },
    tags: { type: DataTypes.STRING(500), allowNull: true },
    ...timestamps,
  });
  await itemIndexes(qi, 'props', ['category']);

  await qi.createTable('set_pieces', {
    ...itemColumns,
    dimensions: { type: DataTypes.STRING(200), allowNull: true },
    pieces_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    components: { type: DataTypes.TEXT, allowNull: true },
    ...timestamps,
  });
  await itemIndexes(qi, 'set_pieces', []);

  await qi.createTable('costume_pieces', {
    ...itemColumns,
    category: { type: DataTypes.STRING(20), allowNull: false },
    size: { type: DataTypes.STRING(16), allowNull: false },
    color: { type: DataTypes.STRING(100), allowNull: true },
    material: { type: DataTypes.STRING(100), allowNull: true },
    tags: { type: DataTypes.STRING(500), allowNull: true },
    ...timestamps,
  });
  await itemIndexes(qi, 'costume_pieces', ['category', 'size']);
}

export async function down(qi: QueryInterface): Promise<void> {
  for (const table of ['costume_pieces', 'set_pieces', 'props', 'productions']) await qi.dropTable(table);
}
