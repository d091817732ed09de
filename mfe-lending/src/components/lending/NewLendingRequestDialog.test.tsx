import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { bodyOf, chooserAnswer, department, listedItem, loan, queryOf } from '../../test/fixtures';
import { memberOf, renderLending } from '../../test/render';
import { NewLendingRequestDialog } from './NewLendingRequestDialog';

const departments = [
  department({ id: 1, name: 'Riverside High School Drama' }),
  department({ id: 2, name: 'Westbrook Community Theatre' }),
  department({ id: 3, name: 'Lakeside College Stage Company' }),
];

interface Answers {
  departments?: () => unknown;
  props?: () => unknown;
  created?: (body: unknown) => unknown;
}

function renderDialog(answers: Answers = {}) {
  const fake = fakeClient((method, path, init) => {
    if (path === '/departments') return answers.departments ? answers.departments() : departments;
    if (path === '/props')
      return answers.props
        ? answers.props()
        : chooserAnswer(init, [listedItem(31, 'Brass Candelabra'), listedItem(32, 'Rotary Telephone')]);
    if (path === '/sets') return chooserAnswer(init, [listedItem(51, 'Garden Gazebo')]);
    if (path === '/lending' && method === 'POST')
      return answers.created ? answers.created(bodyOf(init)) : loan({ item_name: 'Brass Candelabra' });
    return {};
  });
  const onClose = jest.fn();
  renderLending(<NewLendingRequestDialog open onClose={onClose} />, {
    client: fake.client,
    user: memberOf('manager'),
  });
  return { calls: fake.calls, onClose, user: userEvent.setup() };
}

const form = () => screen.getByRole('dialog', { name: 'New Lending Request' });
const create = () => within(form()).getByRole('button', { name: 'Create Request' });
const tomorrow = () => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return todayIso(date);
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, dueDate: string) {
  await within(form()).findByRole('option', { name: 'Brass Candelabra' });
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item' }), 'Brass Candelabra');
  await within(form()).findByRole('option', { name: 'Westbrook Community Theatre' });
  await user.selectOptions(
    within(form()).getByRole('combobox', { name: /^Recipient department/ }),
    'Westbrook Community Theatre',
  );
  await user.type(within(form()).getByLabelText(/^Due date/), dueDate);
}

describe('New Lending Request', () => {
  it('needs the item, the recipient and the due date', async () => {
    const { calls, user } = renderDialog();
    await user.click(create());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await within(form()).findByRole('option', { name: 'Brass Candelabra' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item' }), 'Brass Candelabra');
    await user.click(create());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a due date earlier than today', async () => {
    const { calls, user } = renderDialog();
    await fillIn(user, '2020-01-01');
    await user.click(create());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Due date cannot be earlier than today');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers every department but the current one', async () => {
    renderDialog();
    const recipient = within(form()).getByRole('combobox', { name: /^Recipient department/ });
    await within(recipient).findByRole('option', { name: 'Westbrook Community Theatre' });
    expect(
      within(recipient)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a department', 'Westbrook Community Theatre', 'Lakeside College Stage Company']);
  });

  it('lists the department’s free items of the chosen kind, searched by the server', async () => {
    const { calls, user } = renderDialog();
    await within(form()).findByRole('option', { name: 'Brass Candelabra' });
    // Free from today (an offer goes out today) to the due date: today alone until one is chosen.
    const today = todayIso();
    const days = { available_from: today, available_to: today };
    expect(calls.filter((c) => c.path === '/props').map((c) => queryOf(c.init))).toEqual([
      { available: true, limit: 50, ...days },
      { available: false, limit: 50, ...days },
    ]);
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Item type' }), 'set_piece');
    expect(await within(form()).findByRole('option', { name: 'Garden Gazebo' })).toBeInTheDocument();
    await user.type(within(form()).getByRole('searchbox', { name: /^Search your set pieces/ }), 'gaz');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/sets').map((c) => queryOf(c.init))).toContainEqual({
        search: 'gaz',
        available: true,
        limit: 50,
        ...days,
      }),
    );
  });

  it('offers the item, with notes naming it when none are written', async () => {
    const { calls, onClose, user } = renderDialog();
    const due = tomorrow();
    await fillIn(user, due);
    await user.click(create());
    expect(
      await screen.findByText(
        'Offer of "Brass Candelabra" sent: waiting for Westbrook Community Theatre to accept it',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => bodyOf(c.init))).toEqual([
      {
        item_type: 'prop',
        prop_id: 31,
        from_department_id: 1,
        to_department_id: 2,
        due_date: due,
        notes: 'Riverside High School Drama offers to lend "Brass Candelabra".',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the notes as written', async () => {
    const { calls, user } = renderDialog();
    await fillIn(user, tomorrow());
    await user.type(within(form()).getByRole('textbox', { name: /^Notes/ }), 'Collect from the workshop');
    await user.click(create());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!.init)).toMatchObject({
      notes: 'Collect from the workshop',
    });
  });

  it('says "Failed to create lending request", or a 409 as the server wrote it', async () => {
    let answer: Response = jsonResponse(500, { detail: 'boom' });
    const { user } = renderDialog({ created: () => answer });
    await fillIn(user, tomorrow());
    await user.click(create());
    expect(await screen.findByText('Failed to create lending request')).toBeInTheDocument();
    answer = jsonResponse(409, {
      detail: 'There is already a request for this prop for these dates (loan 4)',
    });
    await user.click(create());
    expect(
      await screen.findByText('There is already a request for this prop for these dates (loan 4)'),
    ).toBeInTheDocument();
  });

  it('says when the departments or the items cannot be loaded', async () => {
    renderDialog({
      departments: () => jsonResponse(500, { detail: 'boom' }),
      props: () => jsonResponse(500, { detail: 'boom' }),
    });
    expect(await within(form()).findByText('Failed to load departments')).toBeInTheDocument();
    expect(await within(form()).findByText('Failed to load items')).toBeInTheDocument();
  });
});
