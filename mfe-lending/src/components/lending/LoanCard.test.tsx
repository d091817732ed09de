import { screen, within } from '@testing-library/react';
import { formatDate, formatPeriod } from '@scenedock/ui';
import type { Loan } from '../../api/loans';
import { loan } from '../../test/fixtures';
import { renderLending } from '../../test/render';
import { LoanCard } from './LoanCard';

function renderCard(row: Loan) {
  renderLending(<LoanCard loan={row} onDetails={jest.fn()} onMessages={jest.fn()} />);
  return screen.getByRole('article', { name: row.item_name });
}

describe('a loan card', () => {
  it('shows the planned days as one period, in the reader’s locale', () => {
    const card = renderCard(loan());
    expect(within(card).getByText(formatPeriod('2030-03-01', '2030-03-20'))).toBeInTheDocument();
    expect(card).not.toHaveTextContent('2030-03-01');
    expect(within(card).queryByText(/^Picked up/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Returned/)).not.toBeInTheDocument();
  });

  it('shows the days the item really went and came back, not the planned ones', () => {
    const card = renderCard(
      loan({
        status: 'returned',
        picked_up_date: '2030-03-03',
        return_date: '2030-03-18',
        allowed_actions: [],
      }),
    );
    expect(within(card).getByText(`Picked up ${formatDate('2030-03-03')}`)).toBeInTheDocument();
    expect(within(card).getByText(`Returned ${formatDate('2030-03-18')}`)).toBeInTheDocument();
    expect(within(card).queryByText(`Returned ${formatDate('2030-03-01')}`)).not.toBeInTheDocument();
  });

  it('shows an offer the borrower has not answered as waiting for the borrowing department', () => {
    const card = renderCard(
      loan({ status: 'offered', initiated_by: 'lender', allowed_actions: ['withdraw_offer'] }),
    );
    expect(within(card).getByText('Offered')).toBeInTheDocument();
    expect(within(card).getByText('Offered — waiting for Westbrook Community Theatre')).toBeInTheDocument();
  });

  it('says when the lender has suggested other dates', () => {
    const card = renderCard(
      loan({ direction: 'incoming', proposed_lent_date: '2030-03-05', proposed_due_date: '2030-03-22' }),
    );
    expect(
      within(card).getByText(
        `Riverside High School Drama suggests ${formatPeriod('2030-03-05', '2030-03-22')}`,
      ),
    ).toBeInTheDocument();
  });
});
