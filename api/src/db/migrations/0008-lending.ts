import { DataTypes, type QueryInterface } from 'sequelize';

const itemColumn = (table: string) => ({
  type: DataTypes.INTEGER,
  allowNull: true,
  // An item with open loans cannot be deleted (the service refuses); a closed loan keeps its name.
  references: { model: table, key: 'id' },
  onDelete: 'SET NULL',
  onUpdate: 'CASCADE',
});

const departmentColumn = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'departments', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

const userColumn = {
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
  onUpdate: 'CASCADE',
};

/**
 * Lending between departments (docs/lending.md): one record per loan of one item, from the lending
 * department to the borrowing one, its messages and who has read them. The reminder columns make
 * each reminder and overdue notice go out once, whichever worker sends it.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('lending_records', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    item_type: { type: DataTypes.STRING(16), allowNull: false },
    prop_id: itemColumn('props'),
    set_piece_id: itemColumn('set_pieces'),
    costume_piece_id: itemColumn('costume_pieces'),
    /** the item's name when the loan was filed: kept when the item is gone */
    item_name: { type: DataTypes.STRING(200), allowNull: false },
    from_department_id: departmentColumn,
    to_department_id: departmentColumn,
    /** borrower: a request to borrow; lender: an offer */
    initiated_by: { type: DataTypes.STRING(10), allowNull: false },
    created_by: userColumn,
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'requested' },
    lent_date: { type: DataTypes.DATEONLY, allowNull: false },
    due_date: { type: DataTypes.DATEONLY, allowNull: false },
    return_date: { type: DataTypes.DATEONLY, allowNull: true },
    /** the due date the borrower asked to move to, until the lender answers */
    requested_due_date: { type: DataTypes.DATEONLY, allowNull: true },
    contact_person: { type: DataTypes.STRING(150), allowNull: true },
    contact_email: { type: DataTypes.STRING(100), allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    /** lender (declined) or borrower (withdrawn), once cancelled */
    cancelled_by: { type: DataTypes.STRING(10), allowNull: true },
    reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
    overdue_notice_sent_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // The overlap check of each item, the two sides' lists, and the reminder job's due dates.
  await qi.addIndex('lending_records', ['prop_id', 'status'], { name: 'lending_records_prop' });
  await qi.addIndex('lending_records', ['set_piece_id', 'status'], { name: 'lending_records_set_piece' });
  await qi.addIndex('lending_records', ['costume_piece_id', 'status'], {
    name: 'lending_records_costume_piece',
  });
  await qi.addIndex('lending_records', ['from_department_id', 'status'], { name: 'lending_records_from' });
  await qi.addIndex('lending_records', ['to_department_id', 'status'], { name: 'lending_records_to' });
  await qi.addIndex('lending_records', ['status', 'due_date'], { name: 'lending_records_status_due' });

  await qi.createTable('lending_messages', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    lending_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'lending_records', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    sender_id: userColumn,
    /** the name as it was when sent */
    sender_name: { type: DataTypes.STRING(200), allowNull: false },
    sender_department_id: departmentColumn,
    content: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('lending_messages', ['lending_id', 'id'], { name: 'lending_messages_lending' });

  await qi.createTable('lending_message_reads', {
    lending_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: 'lending_records', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    /** the newest message this person has seen */
    last_read_message_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });

  // The borrowing search's bounding box: departments within a square of latitudes first.
  await qi.addIndex('departments', ['latitude', 'longitude'], { name: 'departments_location' });
}

export async function down(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('departments', 'departments_location');
  await qi.dropTable('lending_message_reads');
  await qi.dropTable('lending_messages');
  await qi.dropTable('lending_records');
}
