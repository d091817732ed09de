import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListParams } from '../hooks/useListParams';
import { useLocation } from '../router';
import { renderWithPlatform } from '../testing';
import { FilterBar, FilterSelect } from './FilterBar';

const STATUS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function Screen() {
  const list = useListParams(['q', 'status'], 20);
  const { search } = useLocation();
  return (
    <>
      <FilterBar
        list={list}
        className="gap-3"
        search={{ key: 'q', label: 'Search users', placeholder: 'Search by name' }}
        selects={[{ key: 'status', label: 'Status', options: STATUS }]}
      />
      <output>{search}</output>
    </>
  );
}

describe('FilterBar', () => {
  afterEach(() => jest.useRealTimers());

  it('puts a select at once, and the search trimmed after a pause, into the address', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithPlatform(<Screen />, { path: '/users?page=3', route: '/users' });
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(screen.getByRole('status')).toHaveTextContent('?status=inactive');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'alex ');
    expect(screen.getByRole('status')).toHaveTextContent('?status=inactive');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toHaveTextContent('?status=inactive&q=alex');
  });

  it('adds the option that filters nothing when asked', () => {
    renderWithPlatform(
      <FilterSelect
        label="Condition"
        anyLabel="All conditions"
        options={STATUS.slice(1)}
        value=""
        onCommit={() => {}}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All conditions',
      'Active',
      'Inactive',
    ]);
  });
});
