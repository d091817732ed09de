import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { ProductionItemsDialog } from './ProductionItemsDialog';
import { production, queryOf } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const prop = (id: number, name: string, current_production_id: number | null) => ({
  id,
  name,
  current_production_id,
  category: 'furniture',
  condition: 'good',
  department_id: 1,
});

function renderManager(put: () => unknown = () => ({})) {
  const fake = fakeClient((method, path, init) => {
    if (method === 'PUT') return put();
    if (path === '/productions/{id}') return production();
    const query = queryOf(init);
    if (path === '/props' && query.production_id === 7) return [prop(1, 'Lantern', 7)];
    // Were the server ever to answer an item another production holds, it must not be offered.
    if (path === '/props' && query.assignable_to === 7)
      return [prop(2, 'Wooden chair', null), prop(3, 'Crown', 99)];
    return [];
  });
  renderWithPlatform(<ProductionItemsDialog production={production()} onClose={jest.fn()} />, {
    client: fake.client,
  });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('Manage Production Items dialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists what the production holds and what it may take, and never offers an item held elsewhere', async () => {
    const { calls } = renderManager();
    expect(await screen.findByRole('dialog', { name: 'Manage Production Items' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Props/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sets/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Costumes/ })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Remove Lantern' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Wooden chair' })).toBeInTheDocument();
    expect(screen.getByText('Crown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Crown' })).not.toBeInTheDocument();
    const available = screen.getByRole('region', { name: /Available/ });
    expect(within(available).getByText('In use')).toBeInTheDocument();

    const queries = calls.filter((c) => c.path === '/props').map((c) => queryOf(c.init));
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ production_id: 7 }),
        expect.objectContaining({ assignable_to: 7, available: true }),
      ]),
    );
  });

  it('assigns with a PUT that carries only current_production_id, and says so', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add Wooden chair' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Wooden chair added to production'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: '/props/{id}',
      init: { params: { path: { id: 2 } }, body: { current_production_id: 7 } },
    });

    await user.click(screen.getByRole('button', { name: 'Remove Lantern' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lantern removed from production'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.init).toEqual({
      params: { path: { id: 1 } },
      body: { current_production_id: null },
    });
  });

  it('shows the server reason when another production took the item first', async () => {
    const { user } = renderManager(() =>
      jsonResponse(409, { detail: 'This prop is already in use by "Hamlet"' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Wooden chair' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This prop is already in use by "Hamlet"'));
  });

  it('falls back to the screen’s message when removing fails for another reason', async () => {
    const { user } = renderManager(() => jsonResponse(500, {}));
    await user.click(await screen.findByRole('button', { name: 'Remove Lantern' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove item from production'));
  });

  it('switches to sets and costumes with their own server lists', async () => {
    const { user, calls } = renderManager();
    await user.click(await screen.findByRole('tab', { name: /Sets/ }));
    await user.click(screen.getByRole('tab', { name: /Costumes/ }));
    await waitFor(() => {
      const paths = calls.map((c) => c.path);
      expect(paths).toEqual(expect.arrayContaining(['/sets', '/costumes']));
    });
  });
});
