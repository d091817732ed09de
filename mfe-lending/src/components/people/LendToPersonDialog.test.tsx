import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { bodyOf, chooserAnswer, listedItem, queryOf } from '../../test/fixtures';
import { memberOf, renderLending } from '../../test/render';
import { LendToPersonDialog, lendToPersonProblem, emptyLendToPerson } from './LendToPersonDialog';

const inDays = (n: number) => {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return todayIso(date);
};

const personLoan = (over: Record<string, unknown> = {}) => ({
  id: 5,
  department_id: 1,
  item_type: 'prop',
  item_id: 31,
  item_name: 'Brass Candelabra',
  borrower_user_id: 77,
  borrower_name: 'Sam Rivera',
  borrower_contact: null,
  starts_on: inDays(0),
  due_on: inDays(3),
  status: 'booked',
  overdue: false,
  handed_over_at: null,
  returned_on: null,
  notes: null,
  created_at: new Date().toISOString(),
  allowed_actions: ['view', 'edit', 'hand_over', 'cancel'],
  ...over,
});

/** The props the chooser is answered: the candelabra is free; the hat is busy until the day after next week. */
const HAT_FREE_FROM = inDays(9);

function renderDialog(created?: (body: unknown) => unknown) {
  const fake = fakeClient((method, path, init) => {
    if (path === '/props') {
      const query = queryOf(init);
      // The hat is Winter Show's until day 8: busy on any day asked before then, free after.
      const from = typeof query.available_from === 'string' ? query.available_from : '';
      const hatBusy = from < HAT_FREE_FROM;
      const hat = listedItem(
        40,
        'Top hat',
        hatBusy ? { holder: 'Winter Show', freeFrom: HAT_FREE_FROM } : null,
      );
      // Our Town has the hat for its days, today to day 10.
      if (query.production_id === 12) {
        const own = { holder: 'Our Town', starts_on: inDays(0), ends_on: inDays(10) };
        const hatOfShow = listedItem(40, 'Top hat');
        return chooserAnswer(init, [
          { ...hatOfShow, availability: { ...hatOfShow.availability, production_booking: own } },
        ]);
      }
      return chooserAnswer(
        init,
        [listedItem(31, 'Brass Candelabra'), ...(hatBusy ? [] : [hat])],
        hatBusy ? [hat] : [],
      );
    }
    if (path === '/productions') return [{ id: 12, title: 'Our Town', status: 'planning', over: false }];
    if (path === '/departments/{id}/users')
      return [
        {
          id: 77,
          first_name: 'Sam',
          last_name: 'Rivera',
          email: 's@x.org',
          role: 'student',
          status: 'active',
        },
      ];
    if (path === '/person-loans' && method === 'POST') return created ? created(bodyOf(init)) : personLoan();
    return {};
  });
  const onClose = jest.fn();
  renderLending(<LendToPersonDialog open onClose={onClose} />, {
    client: fake.client,
    user: memberOf('assistant'),
  });
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

const form = () => screen.getByRole('dialog', { name: 'Lend to a person' });
const lend = () => within(form()).getByRole('button', { name: 'Lend' });

describe('Lend to a person', () => {
  it('asks for the item, the person and the due day before sending anything', async () => {
    const { calls, user } = renderDialog();
    await user.click(lend());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose the item to lend');
    await within(form()).findByRole('option', { name: 'Brass Candelabra' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item' }), 'Brass Candelabra');
    await user.click(lend());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose a member, or type the name');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('lends to a member picked from the department', async () => {
    const { calls, onClose, user } = renderDialog();
    await within(form()).findByRole('option', { name: 'Brass Candelabra' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item' }), 'Brass Candelabra');
    await within(form()).findByRole('option', { name: 'Sam Rivera' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Member' }), 'Sam Rivera');
    expect(within(form()).queryByLabelText(/^Name/)).toBeNull();
    await user.type(within(form()).getByLabelText(/^Due back/), inDays(3));
    await user.click(lend());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/person-loans');
    expect(bodyOf(post!.init)).toEqual({
      item_type: 'prop',
      item_id: 31,
      borrower_user_id: 77,
      borrower_contact: null,
      starts_on: inDays(0),
      due_on: inDays(3),
      notes: null,
    });
    expect(await screen.findByText(/"Brass Candelabra" lent to Sam Rivera/)).toBeInTheDocument();
  });

  it('lends to a typed name, and shows the server’s clash as it says it', async () => {
    const { calls, onClose, user } = renderDialog(() =>
      jsonResponse(409, {
        detail: 'Prop "Brass Candelabra" is booked for the production "Macbeth"',
        code: 'item_in_use',
      }),
    );
    await within(form()).findByRole('option', { name: 'Brass Candelabra' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item' }), 'Brass Candelabra');
    await user.type(within(form()).getByLabelText(/^Name/), 'Alex Moreno');
    await user.type(within(form()).getByLabelText(/^Due back/), inDays(2));
    await user.click(lend());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'is booked for the production "Macbeth"',
    );
    expect(onClose).not.toHaveBeenCalled();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/person-loans');
    expect(bodyOf(post!.init)).toEqual(expect.objectContaining({ borrower_name: 'Alex Moreno' }));
    expect(bodyOf(post!.init)).not.toHaveProperty('borrower_user_id');
  });

  it('offers what is free on the chosen days, lists the busy ones with the day they are free, and asks again for new days', async () => {
    const { calls, user } = renderDialog();
    const item = () => within(form()).getByRole('combobox', { name: 'Item' });
    // Today: the hat is Winter Show's, listed last and not choosable.
    const busy = await within(item()).findByRole('option', {
      name: /^Top hat \(busy: Winter Show; free from /,
    });
    expect(busy).toBeDisabled();
    expect(within(item()).getByRole('option', { name: 'Brass Candelabra' })).toBeEnabled();
    expect(queryOf(calls.find((c) => c.path === '/props')!.init)).toEqual(
      expect.objectContaining({ available: true, available_from: inDays(0), available_to: inDays(0) }),
    );
    // Later days, after the show: asked again, and the hat is offered.
    const first = within(form()).getByLabelText(/^First day/);
    await user.clear(first);
    await user.type(first, inDays(20));
    await user.type(within(form()).getByLabelText(/^Due back/), inDays(25));
    await waitFor(() => expect(within(item()).getByRole('option', { name: 'Top hat' })).toBeEnabled());
    expect(calls.filter((c) => c.path === '/props').map((c) => queryOf(c.init))).toContainEqual(
      expect.objectContaining({ available: true, available_from: inDays(20), available_to: inDays(25) }),
    );
  });

  it('lends a show’s item to one of its cast, naming the production', async () => {
    const { calls, onClose, user } = renderDialog(() =>
      personLoan({
        item_name: 'Top hat',
        borrower_name: 'Emily Webb',
        production_id: 12,
        production_title: 'Our Town',
      }),
    );
    const show = await within(form()).findByRole('combobox', { name: 'For production' });
    await within(show).findByRole('option', { name: 'Our Town' });
    await user.selectOptions(show, 'Our Town');
    // For a production: its own items, nobody else's on those days.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/props').map((c) => queryOf(c.init))).toContainEqual(
        expect.objectContaining({ available: true, production_id: 12, assignable_to: 12 }),
      ),
    );
    const item = within(form()).getByRole('combobox', { name: 'Item' });
    await waitFor(() => expect(within(item).getByRole('option', { name: 'Top hat' })).toBeEnabled());
    await user.selectOptions(item, 'Top hat');
    await user.type(within(form()).getByLabelText(/^Name/), 'Emily Webb');
    // Days past the show's own: the hat is listed as busy, saying the show's days.
    await user.type(within(form()).getByLabelText(/^Due back/), inDays(20));
    const outside = await within(item).findByRole('option', {
      name: /^Top hat \(busy: Our Town has it .* only\)$/,
    });
    expect(outside).toBeDisabled();
    await user.clear(within(form()).getByLabelText(/^Due back/));
    await user.type(within(form()).getByLabelText(/^Due back/), inDays(3));
    await waitFor(() => expect(within(item).getByRole('option', { name: 'Top hat' })).toBeEnabled());
    await user.click(lend());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/person-loans');
    expect(bodyOf(post!.init)).toEqual(expect.objectContaining({ item_id: 40, production_id: 12 }));
    expect(await screen.findByText(/"Top hat" lent to Emily Webb for Our Town/)).toBeInTheDocument();
  });

  it('refuses a due day before the first day', () => {
    const values = {
      ...emptyLendToPerson(inDays(0)),
      item_id: '31',
      borrower_name: 'Jo',
      due_on: inDays(-1),
    };
    expect(lendToPersonProblem(values, inDays(0))).toBe('The due day must be on or after the first day');
  });
});
