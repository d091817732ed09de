import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRowSelection } from './useRowSelection';

const ROWS = [{ id: 1 }, { id: 2 }, { id: 3 }];

function Table({ resetKey }: { resetKey: string }) {
  // Row 3 may not be chosen: select all leaves it out.
  const selection = useRowSelection(ROWS.slice(0, 2), resetKey);
  return (
    <>
      <input type="checkbox" aria-label="Select all" {...selection.allBox} />
      {ROWS.map((row) => (
        <input
          key={row.id}
          type="checkbox"
          aria-label={`Select ${row.id}`}
          checked={selection.isSelected(row.id)}
          onChange={(event) => selection.toggle(row.id, event.target.checked)}
        />
      ))}
      <p>Chosen: {selection.chosen.map((row) => row.id).join(',')}</p>
      <button onClick={selection.clear}>Clear</button>
    </>
  );
}

describe('useRowSelection', () => {
  it('selects one, all the selectable rows, and shows the header as mixed in between', async () => {
    const user = userEvent.setup();
    render(<Table resetKey="a" />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 1' }));
    expect(all.indeterminate).toBe(true);
    expect(all).not.toBeChecked();
    expect(screen.getByText('Chosen: 1')).toBeInTheDocument();

    await user.click(all);
    expect(all.indeterminate).toBe(false);
    expect(all).toBeChecked();
    expect(screen.getByText('Chosen: 1,2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select 3' })).not.toBeChecked();

    await user.click(all);
    expect(screen.getByText('Chosen:')).toBeInTheDocument();
  });

  it('starts afresh when cleared or when the rows change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table resetKey="a" />);
    await user.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('checkbox', { name: 'Select 2' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    rerender(<Table resetKey="b" />);
    expect(screen.getByRole('checkbox', { name: 'Select 2' })).not.toBeChecked();
  });
});
