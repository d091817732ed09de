import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { DepartmentsPage } from './DepartmentsPage';
import { department, renderAdmin } from '../test/render';

const riverside = department();
const westbrook = department({
  id: 2,
  name: 'Westbrook Community Theatre',
  latitude: 45.4871,
  longitude: -122.8037,
  user_count: 5,
});

function setup(user = testUser()) {
  const fake = fakeClient((method, path, init) => {
    if (path === '/departments') return jsonResponse(200, [riverside, westbrook], { 'X-Total-Count': '2' });
    if (path === '/departments/{id}') {
      const id = (init as { params: { path: { id: number } } }).params.path.id;
      return jsonResponse(200, id === 1 ? riverside : westbrook);
    }
    return {};
  });
  renderAdmin(<DepartmentsPage />, { client: fake.client, user, path: '/departments' });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('DepartmentsPage', () => {
  it('shows a member their department, partners, and no superuser controls', async () => {
    setup(
      testUser({ departmentRole: 'student', departments: [{ id: 1, name: 'Riverside', role: 'student' }] }),
    );
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Your Department')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Partner Department')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    // members see their own department's users; a partner's count is plain text
    expect(
      within(cards[0]).getByRole('button', { name: /manage the users of Riverside/ }),
    ).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: /manage the users/ })).not.toBeInTheDocument();
  });

  it('lets an admin edit only their own department', async () => {
    setup();
    expect(
      await screen.findByRole('button', { name: 'Edit Riverside High School Drama' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Edit Westbrook Community Theatre' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('gives a superuser add, edit and delete everywhere, with the confirmation', async () => {
    const { user } = setup(testUser({ is_superuser: true }));
    expect(await screen.findByRole('button', { name: 'Add Department' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Edit Westbrook Community Theatre' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Westbrook Community Theatre' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete department' });
    expect(confirm).toHaveTextContent('affects all associated users, productions, props and sets');
  });

  it('shows coordinates, the map link and the distance from the current department', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'View details of Westbrook Community Theatre' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Westbrook Community Theatre' });
    expect(within(details).getByText('45.4871° N, 122.8037° W')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=45.4871&mlon=-122.8037#map=15/45.4871/-122.8037',
    );
    expect(await within(details).findByText(/^12 km from Riverside High School Drama/)).toBeInTheDocument();
  });
});
