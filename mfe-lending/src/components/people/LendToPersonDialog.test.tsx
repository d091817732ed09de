import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { bodyOf } from '../../test/fixtures';
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

function renderDialog(created?: (body: unknown) => unknown) {
  const fake = fakeClient((method, path, init) => {
    if (path === '/props') return [{ id: 31, name: 'Brass Candelabra' }];
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
