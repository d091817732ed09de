import type { Transaction } from 'sequelize';
import { addDays } from '../lib/query';
import { todayOf } from '../lib/timeZones';
import { syncLoanBooking } from '../services/bookings/loans';
import {
  Booking,
  CostumePiece,
  LendingMessage,
  LendingRecord,
  Production,
  Prop,
  SetPiece,
  type Department,
  type LendingItemType,
  type LendingSide,
  type LendingStatus,
  type User,
} from '../models';

/** A demo department and the people who file and decide its loans. */
export interface DemoLendingParty {
  department: Department;
  student: User;
  director: User;
}

interface LoanSeed {
  type: LendingItemType;
  item: string;
  /** indexes into the parties, in the demo's order */
  from: number;
  to: number;
  initiatedBy: LendingSide;
  status: LendingStatus;
  /** days from today */
  lent: number;
  due: number;
  returned?: number;
  notes?: string;
  /** the borrower's production the loan is for, by title (its pull list shows the item) */
  production?: string;
  /** [party index, text], oldest first */
  messages: [number, string][];
}

/** Between the three demo departments, one loan in each state a lending screen shows. */
const LOANS: LoanSeed[] = [
  {
    type: 'costume_piece',
    item: 'Regency ball gown',
    production: 'The Importance of Being Earnest',
    from: 1,
    to: 0,
    initiatedBy: 'borrower',
    status: 'requested',
    lent: 5,
    due: 19,
    messages: [
      [0, 'We would love this for the ball scene in Earnest. We can collect it on the Friday before.'],
    ],
  },
  {
    type: 'set_piece',
    item: 'Forest backdrop',
    from: 2,
    to: 1,
    initiatedBy: 'lender',
    status: 'offered',
    lent: 7,
    due: 21,
    notes: 'Offered for the woods scenes; it needs a 9 m batten.',
    messages: [],
  },
  {
    type: 'prop',
    item: 'Wingback armchair',
    production: 'Blithe Spirit',
    from: 0,
    to: 1,
    initiatedBy: 'borrower',
    status: 'approved',
    lent: 3,
    due: 17,
    messages: [
      [1, 'Could we borrow the armchair for Blithe Spirit? Madame Arcati needs somewhere grand to sit.'],
      [0, 'Approved. It is heavy: bring two people and a van, please.'],
    ],
  },
  {
    type: 'prop',
    item: 'Rotary telephone',
    production: 'Our Town',
    from: 0,
    to: 2,
    initiatedBy: 'borrower',
    status: 'active',
    lent: -7,
    due: 10,
    messages: [[2, 'Picked up today, thank you. The bell cue works with our sound desk.']],
  },
  {
    type: 'set_piece',
    item: 'Rostra, 8 x 4',
    production: 'The Importance of Being Earnest',
    from: 2,
    to: 0,
    initiatedBy: 'borrower',
    status: 'overdue',
    lent: -20,
    due: -2,
    messages: [
      [2, 'The rostra were due back on Monday: when can you return them?'],
      [0, 'Sorry! Our strike ran late. We will drop them off this week.'],
    ],
  },
  {
    type: 'costume_piece',
    item: 'Police uniform',
    from: 2,
    to: 1,
    initiatedBy: 'borrower',
    status: 'returned',
    lent: -40,
    due: -25,
    returned: -26,
    messages: [[1, 'Returned, cleaned and pressed. Thanks for the loan!']],
  },
];

const MODELS = { prop: Prop, set_piece: SetPiece, costume_piece: CostumePiece } as const;
const COLUMNS = { prop: 'prop_id', set_piece: 'set_piece_id', costume_piece: 'costume_piece_id' } as const;

/**
 * Files the demo loans between the demo departments, as the product would have stored them, so the
 * lending and borrowing screens have something to show. Each item is free of productions.
 */
export async function seedDemoLending(parties: DemoLendingParty[], transaction: Transaction) {
  for (const seed of LOANS) {
    const lender = parties[seed.from];
    const borrower = parties[seed.to];
    // A loan's days are its lender's.
    const today = todayOf(lender.department);
    const day = (offset: number) => addDays(today, offset);
    const item = await (MODELS[seed.type] as typeof Prop).findOne({
      where: { department_id: lender.department.id, name: seed.item },
      transaction,
    });
    // Each loan's item is one no production books: the demo's loans never clash with its shows.
    if (!item || (await Booking.count({ where: { item_type: seed.type, item_id: item.id }, transaction })))
      continue;
    const production = seed.production
      ? await Production.findOne({
          where: { department_id: borrower.department.id, title: seed.production },
          attributes: ['id'],
          transaction,
        })
      : null;
    const filer = seed.initiatedBy === 'borrower' ? borrower.student : lender.director;
    const overdue = seed.status === 'overdue';
    const record = await LendingRecord.create(
      {
        item_type: seed.type,
        prop_id: null,
        set_piece_id: null,
        costume_piece_id: null,
        [COLUMNS[seed.type]]: item.id,
        item_name: item.name,
        from_department_id: lender.department.id,
        to_department_id: borrower.department.id,
        initiated_by: seed.initiatedBy,
        created_by: filer.id,
        status: seed.status,
        lent_date: day(seed.lent),
        due_date: day(seed.due),
        // Out or back: it went out on its first day.
        picked_up_date: ['active', 'overdue', 'returned'].includes(seed.status) ? day(seed.lent) : null,
        return_date: seed.returned === undefined ? null : day(seed.returned),
        contact_person: borrower.department.contact_person,
        contact_email: borrower.department.contact_email,
        notes: seed.notes ?? null,
        production_id: production?.id ?? null,
        // Its overdue notice went out the day after it was due, as the lending clock sends it.
        overdue_notice_sent_at: overdue ? new Date(`${day(seed.due + 1)}T09:00:00Z`) : null,
      },
      { transaction },
    );
    await syncLoanBooking(record, transaction);
    for (const [index, content] of seed.messages) {
      const sender = index === seed.to ? borrower.student : lender.director;
      await LendingMessage.create(
        {
          lending_id: record.id,
          sender_id: sender.id,
          sender_name: sender.fullName,
          sender_department_id: parties[index].department.id,
          content,
        },
        { transaction },
      );
    }
  }
}
