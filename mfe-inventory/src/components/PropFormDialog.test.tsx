import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { aProp, bodyOf } from '../test/fixtures';
import PropFormDialog from './PropFormDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

describe('PropFormDialog', () => {
  it('shows the screen’s messages for a missing name, category and condition, and sends nothing', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeClient();
    renderWithPlatform(<PropFormDialog open onClose={jest.fn()} />, { client });
    await screen.findByRole('dialog', { name: 'Add New Prop' });
    expect(screen.getByLabelText(/^Condition/)).toHaveValue('good');
    await user.selectOptions(screen.getByLabelText(/^Condition/), '');
    await user.click(screen.getByRole('button', { name: 'Create Prop' }));
    expect(await screen.findByText('Prop name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Condition is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a prop with trimmed values, its tags and the current department, leaving empty fields out', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { client, calls } = fakeClient((method) => (method === 'POST' ? jsonResponse(201, aProp()) : {}));
    renderWithPlatform(<PropFormDialog open onClose={onClose} />, { client });
    await user.type(await screen.findByLabelText(/^Name/), '  Brass Lamp  ');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'lighting');
    await user.type(screen.getByLabelText('Tags'), 'vintage,fragile{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Prop' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/props');
    expect(bodyOf(post?.init)).toEqual({
      name: 'Brass Lamp',
      category: 'lighting',
      condition: 'good',
      tags: 'vintage,fragile',
      department_id: 1,
    });
    expect(toast.success).toHaveBeenCalledWith('Prop "Brass Lamp" created successfully!');
  });

  it('edits: titled Edit Prop, sends only the changed fields', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { client, calls } = fakeClient((method) =>
      method === 'PUT' ? aProp({ name: 'Silver Candelabra' }) : {},
    );
    renderWithPlatform(<PropFormDialog open onClose={onClose} item={aProp()} />, { client });
    await screen.findByRole('dialog', { name: 'Edit Prop' });
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Silver Candelabra');
    await user.click(screen.getByRole('button', { name: 'Remove fragile' }));
    await user.click(screen.getByRole('button', { name: 'Update Prop' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(bodyOf(put?.init)).toEqual({ name: 'Silver Candelabra', tags: 'period,ornate,vintage' });
  });

  it('puts a 422 message beside its field and maps a 403 to the screen’s message', async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(422, {
      detail: [{ loc: ['body', 'location'], msg: 'Too long', type: 'value_error' }],
    });
    const { client } = fakeClient((method) => (method === 'POST' ? answer : {}));
    renderWithPlatform(<PropFormDialog open onClose={jest.fn()} />, { client });
    await user.type(await screen.findByLabelText(/^Name/), 'Lamp');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'lighting');
    await user.click(screen.getByRole('button', { name: 'Create Prop' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Validation errors: location: Too long');

    answer = jsonResponse(403, { detail: 'Forbidden' });
    await user.click(screen.getByRole('button', { name: 'Create Prop' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('You do not have permission to create props'),
    );
  });
});
