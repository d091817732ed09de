import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { aCostume, aProp, aSet } from '../test/fixtures';
import AddCostumeDialog from './AddCostumeDialog';
import AddPropDialog from './AddPropDialog';
import AddSetDialog from './AddSetDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

// The dashboard opens these; after a create its figures and the item lists must refresh.
describe.each([
  ['AddPropDialog', AddPropDialog, 'Add New Prop', 'Create Prop', 'props', aProp()],
  ['AddSetDialog', AddSetDialog, 'Add New Set Piece', 'Create Set', 'sets', aSet()],
  ['AddCostumeDialog', AddCostumeDialog, 'Add New Costume Piece', 'Create Costume', 'costumes', aCostume()],
] as const)('%s', (_name, Dialog, title, submit, key, created) => {
  it('invalidates the dashboard and its own lists after a create', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { client } = fakeClient((method) => (method === 'POST' ? jsonResponse(201, created) : {}));
    const { queryClient } = renderWithPlatform(<Dialog open onClose={onClose} />, { client });
    queryClient.setQueryData(['dashboard'], {});
    queryClient.setQueryData([key, 'list', 1, {}], { items: [], total: 0 });
    await screen.findByRole('dialog', { name: title });
    await user.type(screen.getByLabelText(/^Name/), 'Thing');
    if (key !== 'sets') await user.selectOptions(screen.getByLabelText(/^Category/), 'other');
    if (key === 'costumes') await user.selectOptions(screen.getByLabelText(/^Size/), 'M');
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([key, 'list', 1, {}])?.isInvalidated).toBe(true);
  });

  it('renders nothing while closed', () => {
    renderWithPlatform(<Dialog open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
