import { screen, within } from '@testing-library/react';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { DashboardPage } from './DashboardPage';

// No micro-frontend is deployed here: the page shows its own figures only.
jest.mock('../remotes', () => ({ hasRemote: () => false }));

const FIGURES = {
  department_id: 1,
  department_name: 'Riverside High School Drama',
  totalProps: 40,
  totalSets: 12,
  totalCostumes: 30,
  activeProductions: 2,
  departmentUsers: 9,
  recentActivity: [],
  items_today: { available: 61, in_use: 14, on_loan: 5, blocked: 2 },
};

function renderDashboard(dashboard: () => unknown = () => FIGURES) {
  const fake = fakeClient((method, path) => {
    if (path === '/dashboard') return dashboard();
    if (path === '/users/me/invitations') return [];
    return {};
  });
  renderWithPlatform(<DashboardPage />, { client: fake.client });
}

describe('Dashboard', () => {
  it('says where the department’s items are today: available, in use, on loan, blocked', async () => {
    renderDashboard();
    const today = await screen.findByRole('region', { name: 'Items today' });
    expect(await within(today).findByText('61')).toBeInTheDocument();
    const figure = (label: string) => within(today).getByText(label).nextElementSibling;
    expect(figure('Available')).toHaveTextContent('61');
    expect(figure('In use')).toHaveTextContent('14');
    expect(figure('On loan')).toHaveTextContent('5');
    expect(figure('Blocked')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-totalProps')).toHaveTextContent('40');
  });

  it('shows no figures of today while the dashboard has not loaded', async () => {
    renderDashboard(() => jsonResponse(403, { detail: 'nope', code: 'forbidden' }));
    expect(await screen.findByText('Access denied. Please check your permissions.')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Items today' });
    expect(within(today).getByText('Available').nextElementSibling).toHaveTextContent('');
  });
});
