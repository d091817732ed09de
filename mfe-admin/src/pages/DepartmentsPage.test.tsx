import { screen, waitFor, within } from '@testing-library/react';
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
      testUser({
        departmentRole: 'student',
        departments: [{ id: 1, name: 'Riverside', role: 'student', time_zone: 'UTC' }],
      }),
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

describe('DepartmentsPage: school email domains', () => {
  const lakeside = { id: 3, domain: 'lakeside.example', created_at: '2026-02-01T00:00:00.000Z' };

  function setupDomains(user = testUser(), respond: (method: string, path: string) => unknown = () => ({})) {
    const fake = fakeClient((method, path, init) => {
      if (path === '/departments') return jsonResponse(200, [riverside, westbrook], { 'X-Total-Count': '2' });
      if (path === '/departments/{id}') {
        const id = (init as { params: { path: { id: number } } }).params.path.id;
        return jsonResponse(200, id === 1 ? riverside : westbrook);
      }
      if (path === '/departments/{id}/domains' && method === 'GET') return [lakeside];
      return respond(method, path);
    });
    renderAdmin(<DepartmentsPage />, { client: fake.client, user, path: '/departments' });
    return { calls: fake.calls, user: userEvent.setup() };
  }

  async function openDetails(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(await screen.findByRole('button', { name: `View details of ${name}` }));
    return screen.findByRole('dialog', { name });
  }

  it('lets a superuser add a domain, shows a refusal under the field, and remove one after asking', async () => {
    const taken = 'lakeside.example is already claimed by Westbrook Community Theatre';
    let claims = 0;
    const { user, calls } = setupDomains(testUser({ is_superuser: true }), (method) => {
      if (method === 'POST')
        return ++claims === 1
          ? jsonResponse(409, { detail: taken, code: 'domain_taken' })
          : jsonResponse(201, { id: 4, domain: 'riverside.edu', created_at: '2026-03-01T00:00:00.000Z' });
      return new Response(null, { status: 204 });
    });
    const details = await openDetails(user, 'Westbrook Community Theatre');
    const list = await within(details).findByRole('list', { name: 'School email domains' });
    expect(list).toHaveTextContent('lakeside.example');

    const field = within(details).getByLabelText('Domain');
    expect(field).toHaveAttribute('placeholder', 'school.edu');
    await user.type(field, 'lakeside.example');
    await user.click(within(details).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(taken));

    await user.clear(field);
    await user.type(field, 'riverside.edu');
    await user.click(within(details).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.init)).toEqual([
      { params: { path: { id: 2 } }, body: { domain: 'lakeside.example' } },
      { params: { path: { id: 2 } }, body: { domain: 'riverside.edu' } },
    ]);

    await user.click(within(details).getByRole('button', { name: 'Remove lakeside.example' }));
    const confirm = within(details).getByRole('group', { name: 'Remove lakeside.example?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/departments/{id}/domains/{domainId}',
        init: { params: { path: { id: 2, domainId: 3 } } },
      }),
    );
  });

  it('shows a department’s admin its domains read-only, with what they do', async () => {
    const { user } = setupDomains();
    const details = await openDetails(user, 'Riverside High School Drama');
    expect(await within(details).findByRole('list', { name: 'School email domains' })).toHaveTextContent(
      'lakeside.example',
    );
    expect(details).toHaveTextContent(
      'New people who sign in with a school account of these domains are invited here as students.',
    );
    expect(within(details).queryByLabelText('Domain')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows nothing of them to other roles', async () => {
    const { user, calls } = setupDomains(
      testUser({
        departmentRole: 'director',
        departments: [{ id: 1, name: 'Riverside', role: 'director', time_zone: 'UTC' }],
      }),
    );
    const own = await openDetails(user, 'Riverside High School Drama');
    expect(within(own).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(within(own).queryByRole('heading', { name: 'School email domains' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/departments/{id}/domains')).toBe(false);
  });
});
