import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishLiveEvent } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { LendingPage } from './LendingPage';
import { counts, department, loan, message, queryOf } from '../test/fixtures';
import { memberOf, renderLending } from '../test/render';

const rows = [
  loan({ unread_count: 2 }),
  loan({
    id: 8,
    item_name: 'Velvet Cloak',
    item_type: 'costume_piece',
    direction: 'incoming',
    status: 'overdue',
    from_department: {
      id: 3,
      name: 'Lakeside College Stage Company',
      contact_person: null,
      contact_email: null,
    },
    from_department_name: 'Lakeside College Stage Company',
    allowed_actions: ['request_extension', 'message'],
  }),
];

function renderPage({
  role = 'director',
  path = '/lending',
  list = () => jsonResponse(200, rows, { 'X-Total-Count': '30' }),
}: { role?: string; path?: string; list?: () => unknown } = {}) {
  const fake = fakeClient((method, url, init) => {
    if (url === '/lending') return list();
    if (url === '/lending/counts') return counts();
    if (url === '/lending/{id}') return rows[0];
    if (url === '/lending/{id}/messages') return [message(1)];
    // The offer named in the address: Riverside's own prop 31; another department's is a 404.
    if (url === '/props/{id}')
      return (init as { params: { path: { id: number } } }).params.path.id === 31
        ? { id: 31, name: 'Brass Candelabra' }
        : jsonResponse(404, { detail: 'Prop not found', code: 'not_found' });
    if (url === '/sets/{id}') return jsonResponse(404, { detail: 'Set piece not found', code: 'not_found' });
    if (url === '/props') return [{ id: 32, name: 'Rotary Telephone' }];
    if (url === '/departments') return [department({ id: 2, name: 'Westbrook Community Theatre' })];
    return {};
  });
  const rendered = renderLending(<LendingPage />, {
    path,
    route: '/lending',
    client: fake.client,
    user: memberOf(role),
  });
  return { ...rendered, calls: fake.calls, user: userEvent.setup() };
}

const listQueries = (calls: { path: string; init: unknown }[]) =>
  calls.filter((c) => c.path === '/lending').map((c) => queryOf(c.init));

describe('Lending & Transfers', () => {
  it('shows the six counters from one counts call', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Lending & Transfers', level: 1 })).toBeInTheDocument();
    const counters = screen.getByRole('list', { name: 'Loans by status' });
    for (const name of [
      'Offered: 0',
      'Requested: 3',
      'Approved: 2',
      'Active: 4',
      'Returned: 9',
      'Overdue: 1',
    ])
      expect(await within(counters).findByRole('button', { name })).toBeInTheDocument();
    expect(within(counters).getAllByRole('button')).toHaveLength(6);
    expect(calls.filter((c) => c.path === '/lending/counts')).toHaveLength(1);
  });

  it('shows each record with the other department, its status and its real unread count', async () => {
    renderPage();
    const candelabra = await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(within(candelabra).getByText('Westbrook Community Theatre')).toBeInTheDocument();
    expect(within(candelabra).getByText(/^Lending to/)).toBeInTheDocument();
    expect(within(candelabra).getByText('Requested')).toBeInTheDocument();
    expect(within(candelabra).getByText('2 unread messages')).toBeInTheDocument();
    expect(
      within(candelabra).getByRole('button', { name: 'Messages about Brass Candelabra (2 unread messages)' }),
    ).toBeInTheDocument();
    expect(within(candelabra).getByTestId('item-placeholder')).toBeInTheDocument();

    const cloak = screen.getByRole('article', { name: 'Velvet Cloak' });
    expect(within(cloak).getByText('Lakeside College Stage Company')).toBeInTheDocument();
    expect(within(cloak).getByText(/^Borrowing from/)).toBeInTheDocument();
    expect(within(cloak).getByText('Overdue')).toBeInTheDocument();
    expect(within(cloak).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(cloak).getByRole('button', { name: 'Details of Velvet Cloak' })).toBeInTheDocument();
  });

  it('asks the server for the search, status, direction and page, and keeps them in the address', async () => {
    const { calls, user, router } = renderPage();
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(listQueries(calls)[0]).toEqual({ skip: 0, limit: 12 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'overdue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'incoming');
    await user.type(screen.getByRole('searchbox', { name: 'Search lending records' }), 'cloak');
    await waitFor(() =>
      expect(listQueries(calls)).toContainEqual({
        search: 'cloak',
        status: 'overdue',
        direction: 'incoming',
        skip: 0,
        limit: 12,
      }),
    );
    // The counters follow the direction shown.
    expect(calls.filter((c) => c.path === '/lending/counts').map((c) => queryOf(c.init))).toContainEqual({
      direction: 'incoming',
    });
    expect(router.state.location.search).toContain('status=overdue');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listQueries(calls)).toContainEqual({
        search: 'cloak',
        status: 'overdue',
        direction: 'incoming',
        skip: 12,
        limit: 12,
      }),
    );
  });

  it('filters by a counter’s status when it is pressed', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Returned: 9' }));
    await waitFor(() =>
      expect(listQueries(calls)).toContainEqual({ status: 'returned', skip: 0, limit: 12 }),
    );
    expect(screen.getByRole('button', { name: 'Returned: 9' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes its filters from the address, leaving out values the server would refuse', async () => {
    const { calls } = renderPage({ path: '/lending?status=lost&direction=outgoing&q=lamp&page=2' });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(listQueries(calls)[0]).toEqual({ search: 'lamp', direction: 'outgoing', skip: 12, limit: 12 });
  });

  it('offers New Lending Request to managers and up only', async () => {
    renderPage({ role: 'manager' });
    expect(await screen.findByRole('button', { name: 'New Lending Request' })).toBeInTheDocument();
  });

  it.each(['assistant', 'student'])('hides New Lending Request from a %s', async (role) => {
    renderPage({ role });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(screen.queryByRole('button', { name: 'New Lending Request' })).not.toBeInTheDocument();
  });

  it('opens the offer with the item the address names (an item page’s link), then leaves the address', async () => {
    const { router, user } = renderPage({ role: 'manager', path: '/lending?offer=prop:31' });
    const dialog = await screen.findByRole('dialog', { name: 'New Lending Request' });
    const item = within(dialog).getByRole('combobox', { name: /^Item\b(?! type)/ });
    await waitFor(() => expect(item).toHaveValue('31'));
    expect(within(item).getByRole('option', { name: 'Brass Candelabra' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Item type' })).toHaveValue('prop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'New Lending Request' })).not.toBeInTheDocument();
  });

  it.each(['set_piece:31', 'prop:abc', 'lamp:3', 'prop:-4'])(
    'ignores an offer address that names no item (%s)',
    async (value) => {
      const { calls } = renderPage({ role: 'manager', path: `/lending?offer=${value}` });
      await screen.findByRole('article', { name: 'Brass Candelabra' });
      if (value === 'set_piece:31') {
        // A well-formed address opens the form; an item that is not ours stays unchosen.
        const dialog = await screen.findByRole('dialog', { name: 'New Lending Request' });
        await waitFor(() => expect(calls.some((c) => c.path === '/sets/{id}')).toBe(true));
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(within(dialog).getByRole('combobox', { name: 'Item type' })).toHaveValue('set_piece');
        expect(within(dialog).getByRole('combobox', { name: /^Item\b(?! type)/ })).toHaveValue('');
      } else expect(screen.queryByRole('dialog', { name: 'New Lending Request' })).not.toBeInTheDocument();
    },
  );

  it('opens no offer from the address for those who may not offer', async () => {
    renderPage({ role: 'assistant', path: '/lending?offer=prop:31' });
    await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(screen.queryByRole('dialog', { name: 'New Lending Request' })).not.toBeInTheDocument();
  });

  it('links our own lent item to its page; a borrowed one is not ours to open', async () => {
    renderPage();
    const lent = await screen.findByRole('article', { name: 'Brass Candelabra' });
    expect(within(lent).getByRole('link', { name: 'Brass Candelabra' })).toHaveAttribute('href', '/props/31');
    const borrowed = screen.getByRole('article', { name: 'Velvet Cloak' });
    expect(within(borrowed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the loan the address names (a notification’s link) and its conversation', async () => {
    renderPage({ path: '/lending?loan=7' });
    const dialog = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(await within(dialog).findByText('Message 1')).toBeInTheDocument();
  });

  it('opens the details from a card, and clears the unread count once the conversation is read', async () => {
    const { user, router } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Messages about Brass Candelabra (2 unread messages)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(router.state.location.search).toBe('?loan=7');
    expect(await within(dialog).findByText('Message 1')).toBeInTheDocument();
    // The message box takes the focus: the person came to write.
    expect(within(dialog).getByRole('textbox', { name: 'Write a message' })).toHaveFocus();
    const card = screen.getByRole('article', { name: 'Brass Candelabra', hidden: true });
    await waitFor(() => expect(within(card).queryByText(/unread/)).not.toBeInTheDocument());
  });

  it('asks for the unread counts again when a message arrives on a loan that is not open', async () => {
    const { calls } = renderPage({ path: '/lending?loan=7' });
    await within(await screen.findByRole('dialog', { name: 'Brass Candelabra' })).findByText('Message 1');
    const lists = () => listQueries(calls).length;
    const before = lists();
    // The open loan's conversation is read as it arrives: its count stays as it is.
    act(() => publishLiveEvent('lending_message', { lending_id: 7, message: message(2) }));
    act(() => publishLiveEvent('lending_message', { lending_id: 8, message: message(3, { lending_id: 8 }) }));
    await waitFor(() => expect(lists()).toBe(before + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(lists()).toBe(before + 1);
  });

  it('says when no record matches', async () => {
    renderPage({ path: '/lending?q=nothing', list: () => jsonResponse(200, [], { 'X-Total-Count': '0' }) });
    expect(await screen.findByText('No lending records found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('says when the records cannot be loaded', async () => {
    renderPage({ list: () => jsonResponse(500, { detail: 'boom' }) });
    expect(await screen.findByText('Failed to load lending records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
