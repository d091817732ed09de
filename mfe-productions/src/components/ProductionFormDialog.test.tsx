import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import AddProductionDialog from './AddProductionDialog';
import { ProductionFormDialog } from './ProductionFormDialog';
import { emptyProductionValues, productionSchema } from '../forms/production';
import { production } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderAdd(answer: (method: string, path: string, init: unknown) => unknown = () => production()) {
  const fake = fakeClient(answer);
  const onClose = jest.fn();
  renderWithPlatform(<AddProductionDialog open onClose={onClose} />, { client: fake.client });
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

describe('production form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the screen’s messages for a missing title, reversed dates and a negative cast, and sends nothing', async () => {
    const { user, calls } = renderAdd();
    expect(await screen.findByRole('dialog', { name: 'Add New Production' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-06-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-01' } });
    await user.type(screen.getByLabelText('Cast size'), '-3');
    await user.click(screen.getByRole('button', { name: 'Create Production' }));
    expect(await screen.findByText('Production title is required')).toBeInTheDocument();
    expect(screen.getByText('End date must be after start date')).toBeInTheDocument();
    expect(screen.getByText('Cast size must be at least 0')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('has one schema for add and edit, which also requires a status and a whole cast size', () => {
    const result = productionSchema.safeParse({
      ...emptyProductionValues,
      title: 'Hamlet',
      status: '',
      cast_size: '2.5',
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Status is required', 'Cast size must be a whole number']),
    );
    expect(
      productionSchema.safeParse({
        ...emptyProductionValues,
        title: 'Hamlet',
        start_date: '2026-06-01',
        end_date: '2026-06-01',
      }).success,
    ).toBe(true);
  });

  it('creates a production with trimmed values in the current department, status planning by default', async () => {
    const { user, calls, onClose } = renderAdd(() => production({ title: 'Hamlet' }));
    await user.type(await screen.findByLabelText(/^Title/), '  Hamlet  ');
    await user.type(screen.getByLabelText('Cast size'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Production' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Production "Hamlet" created successfully!'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/productions',
      init: { body: { title: 'Hamlet', status: 'planning', cast_size: 12, department_id: 1 } },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('maps a 403 to the screen’s message and keeps the dialog open', async () => {
    const { user, onClose } = renderAdd(() => jsonResponse(403, { detail: 'Forbidden' }));
    await user.type(await screen.findByLabelText(/^Title/), 'Hamlet');
    await user.click(screen.getByRole('button', { name: 'Create Production' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You do not have permission to create productions'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a server validation error next to its field', async () => {
    const { user } = renderAdd(() =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'end_date'], msg: 'End date must be after start date', type: 'x' }],
      }),
    );
    await user.type(await screen.findByLabelText(/^Title/), 'Hamlet');
    await user.click(screen.getByRole('button', { name: 'Create Production' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Validation errors: end_date: End date must be after start date',
      ),
    );
    expect(screen.getByText('End date must be after start date')).toBeInTheDocument();
  });

  it('edits: titled Edit Production, and an emptied field is cleared rather than kept', async () => {
    const fake = fakeClient(() => production({ title: 'Into the Woods Jr.' }));
    renderWithPlatform(<ProductionFormDialog open onClose={jest.fn()} production={production()} />, {
      client: fake.client,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Edit Production' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Venue'));
    await user.click(screen.getByRole('button', { name: 'Update Production' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Production "Into the Woods Jr." updated successfully!'),
    );
    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/productions/{id}');
    expect(put?.init).toMatchObject({
      params: { path: { id: 7 } },
      body: { title: 'Into the Woods', venue: null },
    });
  });

  it('edits: new dates an item is held on elsewhere are refused with the server’s words, the form stays', async () => {
    const detail =
      'Prop "Lantern" is on loan to Westbrook High until Jan 6, 2027; it is free from Jan 7, 2027';
    const onClose = jest.fn();
    const fake = fakeClient(() => jsonResponse(409, { detail, code: 'item_in_use' }));
    renderWithPlatform(<ProductionFormDialog open onClose={onClose} production={production()} />, {
      client: fake.client,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Production' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail));
    expect(onClose).not.toHaveBeenCalled();
  });
});
