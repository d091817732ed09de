import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { aSet, bodyOf } from '../test/fixtures';
import SetFormDialog from './SetFormDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

describe('SetFormDialog', () => {
  it('shows the screen’s messages for a missing name and a pieces count below 1', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeClient();
    renderWithPlatform(<SetFormDialog open onClose={jest.fn()} />, { client });
    await screen.findByRole('dialog', { name: 'Add New Set Piece' });
    expect(screen.getByLabelText('Pieces count')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Pieces count'));
    await user.type(screen.getByLabelText('Pieces count'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Set' }));
    expect(await screen.findByText('Set name is required')).toBeInTheDocument();
    expect(screen.getByText('Pieces count must be at least 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('edits components as chips and sends them as a JSON array; an empty count is 1', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { client, calls } = fakeClient((method) => (method === 'POST' ? jsonResponse(201, aSet()) : {}));
    renderWithPlatform(<SetFormDialog open onClose={onClose} />, { client });
    await user.type(await screen.findByLabelText(/^Name/), 'Forest Glade');
    await user.clear(screen.getByLabelText('Pieces count'));
    const components = screen.getByLabelText('Components');
    await user.type(components, 'Tree flat{Enter}');
    await user.type(components, 'Log bench');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    await user.type(components, 'Stump{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add New Set Piece' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tree flat', 'Log bench', 'Stump']);
    await user.click(screen.getByRole('button', { name: 'Remove Log bench' }));
    expect(screen.queryByRole('button', { name: 'Remove Log bench' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Set' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(calls.find((c) => c.method === 'POST')?.init)).toEqual({
      name: 'Forest Glade',
      condition: 'good',
      pieces_count: 1,
      components: ['Tree flat', 'Stump'],
      department_id: 1,
    });
    expect(toast.success).toHaveBeenCalledWith('Set "Forest Glade" created successfully!');
  });

  it('edits a set piece: its components are chips; a 404 shows the screen’s message', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient((method) =>
      method === 'PUT' ? jsonResponse(404, { detail: 'Set not found' }) : {},
    );
    renderWithPlatform(<SetFormDialog open onClose={jest.fn()} item={aSet()} />, { client });
    await screen.findByRole('dialog', { name: 'Edit Set Piece' });
    expect(screen.getByRole('button', { name: 'Remove Fireplace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Fireplace' }));
    await user.click(screen.getByRole('button', { name: 'Update Set' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Set not found'));
  });
});
