import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import type { Role } from '@scenedock/ui';
import { aCostume, queryOf } from '../test/fixtures';
import { CostumesPage } from './CostumesPage';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderCostumes(role: Role = 'admin') {
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  });
  const fake = fakeClient((method, path) =>
    path === '/costumes'
      ? jsonResponse(200, [aCostume()], { 'X-Total-Count': '1' })
      : path === '/costumes/export'
        ? new Blob(['ID,Name\r\n'])
        : {},
  );
  renderWithPlatform(<CostumesPage />, { path: '/costumes', client: fake.client, user });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('CostumesPage', () => {
  it('shows size (One Size), colour and material on the card', async () => {
    renderCostumes();
    const card = await screen.findByRole('article', { name: 'Velvet Cloak' });
    expect(card).toHaveTextContent('Size:One Size');
    expect(card).toHaveTextContent('Color:Burgundy');
    expect(card).toHaveTextContent('Material:Velvet');
    expect(within(card).getByRole('img', { name: 'Fantasy costume illustration' })).toBeInTheDocument();
  });

  it('filters by size, colour and material on the server', async () => {
    const { user, calls } = renderCostumes();
    await screen.findByRole('article', { name: 'Velvet Cloak' });
    await user.selectOptions(screen.getByLabelText('Size'), 'One Size');
    await user.type(screen.getByLabelText('Color'), 'burg');
    await user.type(screen.getByLabelText('Material'), 'velvet');
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === '/costumes').at(-1)?.init)).toEqual({
        skip: 0,
        limit: 24,
        size: 'one_size',
        color: 'burg',
        material: 'velvet',
      }),
    );
  });

  it('exports with the same filters, size, colour and material included', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:costumes');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = renderCostumes();
    await screen.findByRole('article', { name: 'Velvet Cloak' });
    await user.selectOptions(screen.getByLabelText('Size'), 'One Size');
    await user.type(screen.getByLabelText('Color'), 'burg');
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === '/costumes').at(-1)?.init).color).toBe('burg'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(calls.find((c) => c.path === '/costumes/export')?.init).toEqual({
      params: { query: { size: 'one_size', color: 'burg', sort: 'newest' } },
      parseAs: 'blob',
    });
  });

  it('refuses a date range whose start is after its end', async () => {
    const { user } = renderCostumes();
    await screen.findByRole('article', { name: 'Velvet Cloak' });
    await user.type(screen.getByLabelText('Added to'), '2026-01-10');
    await user.type(screen.getByLabelText('Added from'), '2026-02-01');
    expect(await screen.findByText('Start date must be before or equal to end date')).toBeInTheDocument();
  });

  it('shows a student no add, edit or delete controls', async () => {
    renderCostumes('student');
    await screen.findByRole('article', { name: 'Velvet Cloak' });
    expect(screen.queryByRole('button', { name: 'Add New Costume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Velvet Cloak' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Velvet Cloak' })).not.toBeInTheDocument();
  });
});
