import { screen, within } from '@testing-library/react';
import { formatDate } from '@scenedock/ui';
import { fakeClient, jsonResponse, renderWithPlatform, testUser } from '@scenedock/ui/testing';
import { ProductionPage } from './ProductionPage';
import { production, pullList } from '../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

function renderPage(role: string, answers: { production?: () => unknown; pullList?: () => unknown } = {}) {
  const fake = fakeClient((_method, path) => {
    if (path === '/productions/{id}') return answers.production?.() ?? production();
    if (path === '/productions/{id}/pull-list') return answers.pullList?.() ?? pullList();
    return [];
  });
  const user = testUser({
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  } as Parameters<typeof testUser>[0]);
  renderWithPlatform(<ProductionPage />, {
    path: '/productions/7',
    route: '/productions/:id',
    client: fake.client,
    user,
  });
  return fake;
}

describe('Production page', () => {
  it('shows the production and asks for its pull list by the id in the address', async () => {
    const { calls } = renderPage('student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Into the Woods' })).toBeInTheDocument();
    expect(screen.getByText(formatDate('2027-01-05'))).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/productions/{id}/pull-list')?.init).toMatchObject({
      params: { path: { id: 7 } },
    });
  });

  it('groups the pull list and links our item to its page and a loan to the lending screen', async () => {
    renderPage('student');
    const ours = await screen.findByRole('region', { name: /Our items/ });
    const lantern = within(ours).getByRole('link', { name: 'Brass lantern' });
    expect(lantern).toHaveAttribute('href', '/props/1');
    expect(within(ours).getByText(/Location: Shelf B2/)).toBeInTheDocument();
    expect(within(ours).getByText('Good')).toBeInTheDocument();

    const borrowed = screen.getByRole('region', { name: /Borrowed/ });
    expect(within(borrowed).getByRole('link', { name: 'Velvet cloak' })).toHaveAttribute(
      'href',
      '/lending?loan=12',
    );
    expect(within(borrowed).getByText(/From Westbrook High/)).toBeInTheDocument();
    expect(within(borrowed).getByText('Active')).toBeInTheDocument();

    const requested = screen.getByRole('region', { name: /Still requested/ });
    expect(within(requested).getByRole('link', { name: 'Castle wall' })).toHaveAttribute(
      'href',
      '/lending?loan=13',
    );
    expect(within(requested).getByText(/From Lakeside Academy/)).toBeInTheDocument();
    expect(
      within(requested).getByText(`${formatDate('2027-01-05')} – ${formatDate('2027-01-20')}`),
    ).toBeInTheDocument();
  });

  it('links to the pull sheet and offers the subscription to anyone, management by role', async () => {
    renderPage('student');
    expect(await screen.findByRole('link', { name: 'Print pull sheet' })).toHaveAttribute(
      'href',
      '/productions/7/pull-sheet',
    );
    expect(screen.getByRole('button', { name: 'Subscribe to this production' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives a director Edit, Delete and Manage Items', async () => {
    renderPage('director');
    expect(await screen.findByRole('button', { name: 'Manage Items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("marks a loan whose days miss the show's", async () => {
    const list = pullList();
    list.entries[1] = {
      ...list.entries[1],
      starts_on: '2026-11-01',
      ends_on: '2026-11-04',
      outside_production: true,
    };
    renderPage('student', { pullList: () => list });
    const borrowed = await screen.findByRole('region', { name: /Borrowed/ });
    expect(within(borrowed).getByText("outside the show's days")).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Still requested/ })).queryByText(/outside the show/),
    ).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /Our items/ })).queryByText(/outside the show/),
    ).toBeNull();
  });

  it('says when the pull list is empty', async () => {
    renderPage('assistant', { pullList: () => pullList([]) });
    expect(await screen.findByText('Nothing on the pull list yet')).toBeInTheDocument();
  });

  it('says a production of another department does not exist, with Try Again', async () => {
    renderPage('student', { production: () => jsonResponse(404, { detail: 'Production not found' }) });
    expect(
      await screen.findByText('This production does not exist, or it belongs to another department.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Again/i })).toBeInTheDocument();
  });
});
