import { formatDate, formatPeriod } from '@scenedock/ui';
import { loan } from '../test/fixtures';
import { heldByText, proposalText } from './labels';

const TODAY = '2030-11-30';

describe('what holds a found item', () => {
  it('names the borrower of a loan, until when, and the first free day', () => {
    expect(
      heldByText(
        {
          kind: 'loan',
          holder: 'Westbrook High',
          starts_on: '2030-11-28',
          ends_on: '2030-12-06',
          free_from: '2030-12-07',
        },
        TODAY,
      ),
    ).toBe(
      `On loan to Westbrook High until ${formatDate('2030-12-06')} · free from ${formatDate('2030-12-07')}`,
    );
  });

  it('leaves another department’s production unnamed', () => {
    const text = heldByText(
      {
        kind: 'production',
        holder: 'Into the Woods',
        starts_on: '2030-11-01',
        ends_on: '2030-12-14',
        free_from: '2030-12-15',
      },
      TODAY,
    );
    expect(text).toBe(
      `In use by a production until ${formatDate('2030-12-14')} · free from ${formatDate('2030-12-15')}`,
    );
    expect(text).not.toContain('Into the Woods');
  });

  it('says a block’s reason, and "until released" when no free day is known', () => {
    const block = { kind: 'block', starts_on: '2030-10-01', ends_on: null, free_from: null } as const;
    expect(heldByText({ ...block, holder: 'Out of service' }, TODAY)).toBe('Out of service · until released');
    expect(heldByText({ ...block, holder: 'Repair' }, TODAY)).toBe('Out for repair · until released');
  });

  it('gives the days of a booking that starts after today', () => {
    const later = { kind: 'loan', holder: 'Lakeside College', starts_on: '2030-12-10' } as const;
    expect(heldByText({ ...later, ends_on: '2030-12-16', free_from: '2030-12-17' }, TODAY)).toBe(
      `On loan to Lakeside College, ${formatPeriod('2030-12-10', '2030-12-16')} · free from ${formatDate('2030-12-17')}`,
    );
    expect(heldByText({ ...later, ends_on: null, free_from: null }, TODAY)).toBe(
      `On loan to Lakeside College from ${formatDate('2030-12-10')} · until released`,
    );
  });
});

describe('suggested dates', () => {
  const proposed = { proposed_lent_date: '2030-12-12', proposed_due_date: '2030-12-16' };
  const period = formatPeriod('2030-12-12', '2030-12-16');

  it('reads as the lender’s suggestion to the borrower, and as waiting to the lender', () => {
    expect(proposalText(loan({ ...proposed, direction: 'incoming' }))).toBe(
      `Riverside High School Drama suggests ${period}`,
    );
    expect(proposalText(loan({ ...proposed, direction: 'outgoing' }))).toBe(
      `You suggested ${period}: waiting for Westbrook Community Theatre to answer`,
    );
  });

  it('is nothing when no dates are suggested', () => {
    expect(proposalText(loan())).toBeNull();
  });
});
