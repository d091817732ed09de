import { screen, waitFor } from '@testing-library/react';
import { fakeClient, jsonResponse, testUser } from '@scenedock/ui/testing';
import { CodePage } from './CodePage';
import { renderScreen } from '../test/render';

const CONTACT = {
  code: '7K3M9Q2X',
  department_name: 'Westbrook Community Theatre',
  contact_person: 'Daniel Reyes',
  contact_email: 'props@westbrook.example',
  contact_phone: '503-555-0177',
};

const at = { path: '/i/7k3m-9q2x', route: '/i/:code' };

describe('CodePage (/i/:code)', () => {
  it('signed out: the department card from the public call and a way to sign in, nothing else', async () => {
    const fake = fakeClient(() => jsonResponse(200, CONTACT));
    renderScreen(<CodePage />, { ...at, client: fake.client, user: null });
    expect(
      await screen.findByRole('heading', { name: 'This item belongs to Westbrook Community Theatre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'props@westbrook.example' })).toHaveAttribute(
      'href',
      'mailto:props@westbrook.example',
    );
    expect(screen.getByRole('link', { name: '503-555-0177' })).toHaveAttribute('href', 'tel:5035550177');
    expect(screen.getByRole('link', { name: 'Sign in to open it' })).toHaveAttribute('href', '/login');
    // The code as typed is read in its stored form.
    expect(fake.calls).toEqual([
      expect.objectContaining({
        path: '/public/codes/{code}',
        init: { params: { path: { code: '7K3M9Q2X' } } },
      }),
    ]);
  });

  it('a member: switches to the item’s department and replaces the address with the item page', async () => {
    const fake = fakeClient(() =>
      jsonResponse(200, {
        member: true,
        code: '7K3M9Q2X',
        item_type: 'set_piece',
        item_id: 42,
        name: 'Balcony flat',
        department_id: 2,
        department_name: 'Westbrook Community Theatre',
      }),
    );
    const switchDepartment = jest.fn();
    const user = testUser({
      departments: [
        { id: 1, name: 'Riverside High School Drama', role: 'admin', time_zone: 'UTC' },
        { id: 2, name: 'Westbrook Community Theatre', role: 'student', time_zone: 'UTC' },
      ],
    });
    const { router } = renderScreen(<CodePage />, {
      ...at,
      client: fake.client,
      user,
      session: { status: 'signedIn', user, departmentId: 1, switchDepartment },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sets/42'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(switchDepartment).toHaveBeenCalledWith(2);
    expect(fake.calls[0]).toMatchObject({ path: '/codes/{code}' });
  });

  it('signed in, not a member: the card only', async () => {
    const fake = fakeClient(() => jsonResponse(200, { ...CONTACT, member: false, contact_email: null }));
    const user = testUser();
    renderScreen(<CodePage />, { ...at, client: fake.client, user, session: { status: 'signedIn', user } });
    expect(
      await screen.findByRole('heading', { name: 'This item belongs to Westbrook Community Theatre' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to open it' })).not.toBeInTheDocument();
  });

  it('an unknown code: a clear not-found; a malformed one is not even asked about', async () => {
    const fake = fakeClient(() => jsonResponse(404, { detail: 'No item has this code' }));
    const { unmount } = renderScreen(<CodePage />, { ...at, client: fake.client, user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('No item has this code');
    unmount();
    renderScreen(<CodePage />, { path: '/i/abc', route: '/i/:code', client: fake.client, user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('No item has this code');
    expect(fake.calls).toHaveLength(1);
  });
});
