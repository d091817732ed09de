/**
 * Migration 0019 gives each item with an image that image as its cover photo, and fills the item
 * of audit rows written before it where their details name one. Run on both databases.
 */
import { QueryTypes } from 'sequelize';
import * as itemPages from '../../db/migrations/0019-item-pages';
import { sequelize } from '../../db/sequelize';
import { AuditLog, ItemPhoto } from '../../models';
import { buildDepartment, buildProp, buildSetPiece } from '../factories';
import { useTestDatabase } from '../server';

useTestDatabase();

describe('migration 0019: item pages', () => {
  it('makes each item image a cover photo and names the item of older audit rows', async () => {
    const department = await buildDepartment();
    const borrower = await buildDepartment();
    const pictured = await buildProp({ department, name: 'Lamp', image_url: '/uploads/abc.png' });
    const plain = await buildSetPiece({ department, name: 'Door' });
    const lent = await buildProp({ department, name: 'Crown' });
    const now = new Date();
    await sequelize.getQueryInterface().bulkInsert('lending_records', [
      {
        item_type: 'prop',
        prop_id: lent.id,
        item_name: 'Crown',
        from_department_id: department.id,
        to_department_id: borrower.id,
        initiated_by: 'borrower',
        status: 'returned',
        lent_date: '2026-01-01',
        due_date: '2026-01-05',
        created_at: now,
        updated_at: now,
      },
    ]);
    const [{ id: loanId }] = await sequelize.query<{ id: number }>(
      'SELECT id FROM lending_records WHERE prop_id = ?',
      { replacements: [lent.id], type: QueryTypes.SELECT },
    );

    // This migration alone, down and up again: the later ones do not touch what it made.
    const qi = sequelize.getQueryInterface();
    await itemPages.down(qi);
    try {
      const audit = (action: string, details: Record<string, unknown> | string) => ({
        action,
        details: typeof details === 'string' ? details : JSON.stringify(details),
        department_id: department.id,
        created_at: now,
      });
      await qi.bulkInsert('audit_logs', [
        audit('prop_created', { id: pictured.id, name: 'Lamp' }),
        audit('item_blocked', { item: 'set piece', id: plain.id, name: 'Door', reason: 'repair' }),
        audit('lending_returned', { lending_id: Number(loanId), item: 'Crown' }),
        audit('user_invited', { id: 12345, email: 'a@example.com' }),
        audit('prop_updated', 'not json'),
      ]);
    } finally {
      await itemPages.up(qi);
    }

    const photos = await ItemPhoto.findAll({ where: { department_id: department.id } });
    expect(photos.map((p) => [p.item_type, p.item_id, p.url, p.position])).toEqual([
      ['prop', pictured.id, '/uploads/abc.png', 0],
    ]);
    const rows = await AuditLog.findAll({ where: { department_id: department.id }, order: [['id', 'ASC']] });
    expect(rows.map((r) => [r.action, r.item_type, r.item_id])).toEqual([
      ['prop_created', 'prop', pictured.id],
      ['item_blocked', 'set_piece', plain.id],
      ['lending_returned', 'prop', lent.id],
      ['user_invited', null, null],
      ['prop_updated', null, null],
    ]);
  });
});
