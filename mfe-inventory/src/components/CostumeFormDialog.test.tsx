import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { aCostume, bodyOf } from '../test/fixtures';
import CostumeFormDialog from './CostumeFormDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

describe('CostumeFormDialog', () => {
  it('asks for the name, and for category and size with the screen’s message', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeClient();
    renderWithPlatform(<CostumeFormDialog open onClose={jest.fn()} />, { client });
    await screen.findByRole('dialog', { name: 'Add New Costume Piece' });
    await user.click(screen.getByRole('button', { name: 'Create Costume' }));
    expect(await screen.findByText('Costume name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    expect(screen.getByLabelText(/^Size/)).toHaveAccessibleDescription('Please fill in all required fields');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a costume with its size, colour and material', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { client, calls } = fakeClient((method) =>
      method === 'POST' ? jsonResponse(201, aCostume()) : {},
    );
    renderWithPlatform(<CostumeFormDialog open onClose={onClose} />, { client });
    await user.type(await screen.findByLabelText(/^Name/), 'Velvet Cloak');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'fantasy');
    await user.selectOptions(screen.getByLabelText(/^Size/), 'One Size');
    await user.type(screen.getByLabelText('Color'), 'Burgundy');
    await user.type(screen.getByLabelText('Material'), 'Velvet');
    await user.click(screen.getByRole('button', { name: 'Create Costume' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(calls.find((c) => c.method === 'POST')?.init)).toEqual({
      name: 'Velvet Cloak',
      category: 'fantasy',
      size: 'one_size',
      condition: 'good',
      color: 'Burgundy',
      material: 'Velvet',
      department_id: 1,
    });
    expect(toast.success).toHaveBeenCalledWith('Costume "Velvet Cloak" created successfully!');
  });

  it('keeps the name required when editing', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<CostumeFormDialog open onClose={jest.fn()} item={aCostume()} />);
    await screen.findByRole('dialog', { name: 'Edit Costume Piece' });
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Update Costume' }));
    expect(await screen.findByText('Costume name is required')).toBeInTheDocument();
  });
});
