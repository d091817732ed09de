import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipListInput } from './ChipListInput';

function Harness({
  initial = [],
  onSubmit = jest.fn(),
  splitOnComma = false,
}: {
  initial?: string[];
  onSubmit?: () => void;
  splitOnComma?: boolean;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipListInput
        label="Components"
        addLabel="Add component"
        value={value}
        onChange={setValue}
        splitOnComma={splitOnComma}
      />
    </form>
  );
}

const chips = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('ChipListInput', () => {
  it('adds a chip on Enter without submitting the form, and with the Add button', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Add component' })).toBeDisabled();
    await user.type(screen.getByLabelText('Components'), '  Back wall  {Enter}');
    await user.type(screen.getByLabelText('Components'), 'Door');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(chips()).toEqual(['Back wall', 'Door']);
    expect(screen.getByLabelText('Components')).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores duplicates (any case) and removes a chip with its own button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Door', 'Window']} />);
    await user.type(screen.getByLabelText('Components'), 'door{Enter}');
    expect(chips()).toEqual(['Door', 'Window']);
    await user.click(screen.getByRole('button', { name: 'Remove Door' }));
    expect(chips()).toEqual(['Window']);
    expect(screen.getByLabelText('Components')).toHaveFocus();
  });

  it('splits on commas when told (tags)', async () => {
    const user = userEvent.setup();
    render(<Harness splitOnComma />);
    await user.type(screen.getByLabelText('Components'), 'period, ornate,');
    expect(chips()).toEqual(['period', 'ornate']);
  });

  it('keeps typed text that was not yet added when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Components'), 'Stairs');
    await user.tab();
    expect(chips()).toEqual(['Stairs']);
  });
});
