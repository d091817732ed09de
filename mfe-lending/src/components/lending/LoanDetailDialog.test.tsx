import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatPeriod, publishLiveEvent, setLiveEventsConnected } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import type { Loan } from '../../api/loans';
import type { LoanMessage } from '../../api/messages';
import { bodyOf, loan as loanFixture, message, production } from '../../test/fixtures';
import { memberOf, renderLending } from '../../test/render';
import { LoanDetailDialog } from './LoanDetailDialog';

interface Answers {
  put?: (body: unknown) => unknown;
  proposal?: (method: string, body: unknown) => unknown;
  messages?: () => unknown;
  sent?: (body: unknown) => unknown;
}

function renderDialog(loan: Loan, answers: Answers = {}) {
  let conversation: LoanMessage[] = [message(1)];
  let photoCount = 0;
  const fake = fakeClient((method, path, init) => {
    if (path === '/lending/{id}' && method === 'GET') return loan;
    if (path === '/lending/{id}' && method === 'PUT')
      return answers.put ? answers.put(bodyOf(init)) : { ...loan, ...(bodyOf(init) as object) };
    if (path === '/lending/{id}' && method === 'DELETE') return new Response(null, { status: 204 });
    if (path === '/lending/{id}/extension') return { ...loan, allowed_actions: ['message'] };
    if (path === '/lending/{id}/counter-proposal')
      return answers.proposal
        ? answers.proposal(method, bodyOf(init))
        : { ...loan, allowed_actions: ['message'] };
    if (path === '/lending/{id}/messages' && method === 'GET')
      return answers.messages ? answers.messages() : conversation;
    if (path === '/lending/{id}/messages' && method === 'POST') {
      const sent = message(conversation.length + 1, {
        content: (bodyOf(init) as { content: string }).content,
        sender_id: 10,
        sender_name: 'Jordan Blake',
        is_from_current_user: true,
      });
      conversation = [...conversation, sent];
      return answers.sent ? answers.sent(bodyOf(init)) : sent;
    }
    if (path === '/condition-photos' && method === 'POST') {
      photoCount += 1;
      return { id: 100 + photoCount, url: `/uploads/photo-${photoCount}.jpg`, width: 2048, height: 1536 };
    }
    if (path === '/damage-reports/{id}' && method === 'PUT')
      return { ...loan.damage_report, ...(bodyOf(init) as object), status: 'resolved' };
    if (path === '/productions')
      return [
        production({ id: 5, title: 'Our Town' }),
        production({ id: 6, title: 'Into the Woods', status: 'active' }),
      ];
    return {};
  });
  const onClose = jest.fn();
  renderLending(<LoanDetailDialog loanId={loan.id} initial={loan} onClose={onClose} />, {
    client: fake.client,
    user: memberOf('director'),
  });
  /** What the server now has, as a push announces it. */
  const stored = (added: LoanMessage) => (conversation = [...conversation, added]);
  return { calls: fake.calls, onClose, stored, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Brass Candelabra' });
const actionButtons = () =>
  within(within(dialog()).getByRole('group', { name: 'Actions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the lending detail dialog', () => {
  afterEach(() => act(() => setLiveEventsConnected(false)));

  it('opens to read: the focus starts at the loan’s facts, not down at the message box', async () => {
    renderDialog(loanFixture());
    await within(dialog()).findByRole('textbox', { name: /message/i });
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).not.toBe('TEXTAREA');
    expect(document.activeElement).toHaveAttribute('data-autofocus');
  });

  it('shows every field of the loan', async () => {
    renderDialog(loanFixture({ contact_person: 'Theo Nguyen', return_date: null }));
    const facts = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(facts).getByText('Requested')).toBeInTheDocument();
    expect(within(facts).getByText('Riverside High School Drama')).toBeInTheDocument();
    expect(within(facts).getByText('Westbrook Community Theatre')).toBeInTheDocument();
    expect(within(facts).getByText('For the spring revue.')).toBeInTheDocument();
    expect(within(facts).getByText('Theo Nguyen')).toBeInTheDocument();
    expect(within(facts).getByText(/^Request to borrow/)).toBeInTheDocument();
    expect(within(facts).getByText('Planned').nextElementSibling).toHaveTextContent(
      formatPeriod('2030-03-01', '2030-03-20'),
    );
    expect(within(facts).queryByText('Picked up')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Returned')).not.toBeInTheDocument();
  });

  it('names our own lent item as a link to its page, and the production it goes to as text', async () => {
    renderDialog(loanFixture({ production_id: 9, production_title: 'Spring Revue' }));
    const facts = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(facts).getByRole('link', { name: 'Brass Candelabra' })).toHaveAttribute(
      'href',
      '/props/31',
    );
    // The borrower's production is theirs: named, but no page of ours.
    expect(within(facts).getByText('For production').nextElementSibling).toHaveTextContent('Spring Revue');
    expect(within(facts).queryByRole('link', { name: 'Spring Revue' })).not.toBeInTheDocument();
  });

  it('links the borrower’s own production; a borrowed item is not ours to open', async () => {
    renderDialog(
      loanFixture({
        direction: 'incoming',
        production_id: 5,
        production_title: 'Our Town',
        allowed_actions: ['message'],
      }),
    );
    const facts = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(facts).getByRole('link', { name: 'Our Town' })).toHaveAttribute('href', '/productions/5');
    expect(within(facts).queryByRole('link', { name: 'Brass Candelabra' })).not.toBeInTheDocument();
    expect(within(facts).queryByText('Item')).not.toBeInTheDocument();
  });

  it('says no production when the loan is for none', async () => {
    renderDialog(loanFixture());
    const facts = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(facts).queryByText('For production')).not.toBeInTheDocument();
  });

  it('shows the days the item really went and came back, in the reader’s locale', async () => {
    renderDialog(
      loanFixture({
        status: 'returned',
        picked_up_date: '2030-03-03',
        return_date: '2030-03-18',
        allowed_actions: ['message'],
      }),
    );
    const facts = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Picked up')).toHaveTextContent(formatDate('2030-03-03'));
    expect(fact('Returned')).toHaveTextContent(formatDate('2030-03-18'));
    expect(facts).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });

  it.each<[Loan['allowed_actions'], string[]]>([
    [
      ['approve', 'decline', 'message'],
      ['Approve Request', 'Decline Request'],
    ],
    [['pick_up', 'message'], ['Mark as Picked Up']],
    [
      ['return', 'answer_extension', 'message'],
      ['Mark as Returned', 'Accept Extension', 'Decline Extension'],
    ],
    [
      ['cancel', 'edit', 'delete', 'message'],
      ['Cancel Request', 'Edit Request', 'Delete'],
    ],
    [['request_extension', 'message'], ['Ask for more time']],
    [
      ['approve', 'decline', 'counter_propose', 'message'],
      ['Approve Request', 'Decline Request', 'Suggest other dates'],
    ],
    [
      ['cancel', 'answer_counter_proposal', 'message'],
      ['Cancel Request', 'Accept New Dates', 'Decline New Dates'],
    ],
    [
      ['accept_offer', 'decline_offer', 'message'],
      ['Accept Offer', 'Decline Offer'],
    ],
    [
      ['withdraw_offer', 'edit', 'delete', 'message'],
      ['Withdraw Offer', 'Edit Request', 'Delete'],
    ],
    [['message'], []],
  ])('shows exactly the actions the server allows: %j', async (allowed, buttons) => {
    renderDialog(loanFixture({ allowed_actions: allowed }));
    await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(actionButtons()).toEqual(buttons);
  });

  it('an offer waiting for the borrower: the borrower’s director reads who offers it and may answer', async () => {
    renderDialog(
      loanFixture({
        status: 'offered',
        initiated_by: 'lender',
        direction: 'incoming',
        allowed_actions: ['accept_offer', 'decline_offer', 'message'],
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(shown).getByText('Offered')).toBeInTheDocument();
    expect(
      within(shown).getByText(
        'Riverside High School Drama offers to lend you this: a director or admin of your department accepts or declines it.',
      ),
    ).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Accept Offer', 'Decline Offer']);
  });

  it('an offer waiting for the borrower, as the lender reads it: no approve, waiting for the borrower', async () => {
    renderDialog(
      loanFixture({
        status: 'offered',
        initiated_by: 'lender',
        allowed_actions: ['withdraw_offer', 'edit', 'delete', 'message'],
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Brass Candelabra' });
    expect(within(shown).getByText('Offered — waiting for Westbrook Community Theatre.')).toBeInTheDocument();
    expect(actionButtons()).not.toContain('Approve Request');
    expect(actionButtons()).not.toContain('Mark as Picked Up');
  });

  it('offers no message box when the server does not allow messages', async () => {
    renderDialog(loanFixture({ allowed_actions: [] }));
    await within(await screen.findByRole('dialog', { name: 'Brass Candelabra' })).findByText('Message 1');
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  it.each([
    ['approve', 'Approve Request', 'Approve', 'approved', 'Request approved'],
    ['decline', 'Decline Request', 'Decline', 'cancelled', 'Request declined'],
    ['cancel', 'Cancel Request', 'Cancel Request', 'cancelled', 'Request cancelled'],
    ['accept_offer', 'Accept Offer', 'Accept', 'requested', 'Offer accepted'],
    ['decline_offer', 'Decline Offer', 'Decline', 'cancelled', 'Offer declined'],
    ['withdraw_offer', 'Withdraw Offer', 'Withdraw', 'cancelled', 'Offer withdrawn'],
  ] as const)(
    '%s (%s): confirms, then PUTs its status',
    async (action, button, confirmLabel, status, done) => {
      const { calls, user } = renderDialog(loanFixture({ allowed_actions: [action, 'message'] }));
      await user.click(
        await within(await screen.findByRole('dialog', { name: 'Brass Candelabra' })).findByRole('button', {
          name: button,
        }),
      );
      const confirm = await screen.findByRole('dialog', { name: button });
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: confirmLabel }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([{ status }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: button })).not.toBeInTheDocument());
    },
  );

  it('shows the server’s 409 as written, and keeps the confirmation open', async () => {
    const detail = 'This loan is returned: it cannot be set to approved';
    const { user } = renderDialog(loanFixture(), { put: () => jsonResponse(409, { detail }) });
    await user.click(await screen.findByRole('button', { name: 'Approve Request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Request' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Approve Request' })).toBeInTheDocument();
  });

  it('says "Failed to update status" for any other failure', async () => {
    const { user } = renderDialog(loanFixture(), { put: () => jsonResponse(500, { detail: 'boom' }) });
    await user.click(await screen.findByRole('button', { name: 'Decline Request' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline Request' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it('deletes a request after confirmation and closes', async () => {
    const { calls, user, onClose } = renderDialog(
      loanFixture({ allowed_actions: ['edit', 'delete', 'message'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Lending request deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for more time with a date after the current due date', async () => {
    const { calls, user } = renderDialog(
      loanFixture({ status: 'active', allowed_actions: ['request_extension', 'message'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask for more time' });
    await user.click(within(ask).getByRole('button', { name: 'Send Request' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent('Please choose the new due date');
    await user.type(within(ask).getByLabelText(/^New due date/), '2030-03-10');
    await user.click(within(ask).getByRole('button', { name: 'Send Request' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent(
      'The new due date must be after the current one',
    );
    await user.clear(within(ask).getByLabelText(/^New due date/));
    await user.type(within(ask).getByLabelText(/^New due date/), '2030-04-02');
    await user.click(within(ask).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Extension requested')).toBeInTheDocument();
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/lending/{id}/extension');
    expect(posted.map((c) => bodyOf(c.init))).toEqual([{ due_date: '2030-04-02' }]);
  });

  it('edits a requested loan’s dates and notes by the filing rules, sending only what changed', async () => {
    const { calls, user } = renderDialog(
      loanFixture({ allowed_actions: ['cancel', 'edit', 'delete', 'message'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Request' });
    const due = within(edit).getByLabelText(/^Due date/);
    expect(due).toHaveValue('2030-03-20');
    await user.clear(due);
    await user.type(due, '2030-02-20');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(within(edit).getByRole('alert')).toHaveTextContent('End date must be after start date');
    await user.clear(due);
    await user.type(due, '2030-03-25');
    await user.clear(within(edit).getByRole('textbox', { name: 'Notes' }));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lending request updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
      { due_date: '2030-03-25', notes: null },
    ]);
  });

  it('lets the borrower change which of its productions the request is for, or clear it', async () => {
    const { calls, user } = renderDialog(
      loanFixture({
        direction: 'incoming',
        production_id: 5,
        production_title: 'Our Town',
        allowed_actions: ['cancel', 'edit', 'delete', 'message'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Request' });
    const select = within(edit).getByRole('combobox', { name: /^For production/ });
    await within(select).findByRole('option', { name: 'Into the Woods' });
    expect(select).toHaveValue('5');
    await user.selectOptions(select, 'Into the Woods');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lending request updated')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Request' });
    await user.selectOptions(
      within(again).getByRole('combobox', { name: /^For production/ }),
      'No production',
    );
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
      { production_id: 6 },
      { production_id: null },
    ]);
  });

  it('asks before tying the request to a production whose days it misses; Cancel ties nothing', async () => {
    const question = `"Victorian Armchair" (1 Mar 2030 to 20 Mar 2030) is outside Into the Woods's days (1 May 2030 to 9 May 2030); tie it anyway?`;
    const { calls, user } = renderDialog(
      loanFixture({ direction: 'incoming', allowed_actions: ['cancel', 'edit', 'delete', 'message'] }),
      {
        put: (body) =>
          (body as { confirm_outside_production?: boolean }).confirm_outside_production
            ? loanFixture({ direction: 'incoming', production_id: 6, production_title: 'Into the Woods' })
            : jsonResponse(409, { detail: question, code: 'outside_production' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    let edit = await screen.findByRole('dialog', { name: 'Edit Request' });
    let select = within(edit).getByRole('combobox', { name: /^For production/ });
    await within(select).findByRole('option', { name: 'Into the Woods' });
    await user.selectOptions(select, 'Into the Woods');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    let ask = await screen.findByRole('dialog', { name: "Outside the show's days" });
    expect(within(ask).getByText(question)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Outside the show's days" })).toBeNull());
    // The edit stays open, the request untied; saying yes ties it.
    edit = screen.getByRole('dialog', { name: 'Edit Request' });
    select = within(edit).getByRole('combobox', { name: /^For production/ });
    expect(select).toHaveValue('6');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    ask = await screen.findByRole('dialog', { name: "Outside the show's days" });
    await user.click(within(ask).getByRole('button', { name: 'Tie it anyway' }));
    expect(await screen.findByText('Lending request updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
      { production_id: 6 },
      { production_id: 6 },
      { production_id: 6, confirm_outside_production: true },
    ]);
  });

  it('offers the lender no production in its edit: the production is the borrower’s', async () => {
    const { user } = renderDialog(loanFixture({ allowed_actions: ['cancel', 'edit', 'delete', 'message'] }));
    await user.click(await screen.findByRole('button', { name: 'Edit Request' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Request' });
    expect(within(edit).queryByRole('combobox', { name: /^For production/ })).not.toBeInTheDocument();
  });

  it('answers a waiting extension after confirmation', async () => {
    const { calls, user } = renderDialog(
      loanFixture({
        status: 'active',
        requested_due_date: '2030-04-02',
        allowed_actions: ['answer_extension', 'message'],
      }),
    );
    expect(await screen.findByText(/asks to keep it until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Extension' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept Extension' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await screen.findByText('Extension accepted')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT' && c.path === '/lending/{id}/extension');
    expect(put.map((c) => bodyOf(c.init))).toEqual([{ accept: true }]);
  });

  describe('suggested dates', () => {
    const asLender = () =>
      loanFixture({ allowed_actions: ['approve', 'decline', 'counter_propose', 'message'] });
    const asBorrower = () =>
      loanFixture({
        direction: 'incoming',
        proposed_lent_date: '2030-03-05',
        proposed_due_date: '2030-03-22',
        allowed_actions: ['cancel', 'answer_counter_proposal', 'message'],
      });
    const suggested = formatPeriod('2030-03-05', '2030-03-22');

    async function suggest(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('button', { name: 'Suggest other dates' }));
      return screen.findByRole('dialog', { name: 'Suggest other dates' });
    }

    it('lets the lender suggest other dates, starting from those asked for', async () => {
      const { calls, user } = renderDialog(asLender());
      const form = await suggest(user);
      const start = within(form).getByLabelText(/^Start date/);
      const due = within(form).getByLabelText(/^Due date/);
      expect(start).toHaveValue('2030-03-01');
      expect(due).toHaveValue('2030-03-20');
      await user.click(within(form).getByRole('button', { name: 'Suggest Dates' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(/already asked for/);
      await user.clear(due);
      await user.type(due, '2030-02-25');
      await user.click(within(form).getByRole('button', { name: 'Suggest Dates' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Due date must be after start date');
      expect(calls.filter((c) => c.path === '/lending/{id}/counter-proposal')).toHaveLength(0);

      await user.clear(start);
      await user.type(start, '2030-03-05');
      await user.clear(due);
      await user.type(due, '2030-03-22');
      await user.click(within(form).getByRole('button', { name: 'Suggest Dates' }));
      expect(await screen.findByText('Dates suggested to Westbrook Community Theatre')).toBeInTheDocument();
      const posted = calls.filter((c) => c.method === 'POST' && c.path === '/lending/{id}/counter-proposal');
      expect(posted.map((c) => bodyOf(c.init))).toEqual([
        { lent_date: '2030-03-05', due_date: '2030-03-22' },
      ]);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Suggest other dates' })).not.toBeInTheDocument(),
      );
    });

    it('shows the server’s words when the item is booked on the suggested dates', async () => {
      const detail =
        'Brass Candelabra is held by Into the Woods until Mar 20, 2030; it is free from Mar 21, 2030';
      const { user } = renderDialog(asLender(), {
        proposal: () => jsonResponse(409, { detail, code: 'item_in_use' }),
      });
      const form = await suggest(user);
      await user.clear(within(form).getByLabelText(/^Due date/));
      await user.type(within(form).getByLabelText(/^Due date/), '2030-03-25');
      await user.click(within(form).getByRole('button', { name: 'Suggest Dates' }));
      expect(await screen.findByText(detail)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Suggest other dates' })).toBeInTheDocument();
    });

    it('tells the lender that the suggestion waits for the borrower', async () => {
      renderDialog(
        loanFixture({
          proposed_lent_date: '2030-03-05',
          proposed_due_date: '2030-03-22',
          allowed_actions: ['message'],
        }),
      );
      expect(
        await screen.findByText(
          `You suggested ${suggested}: waiting for Westbrook Community Theatre to answer.`,
        ),
      ).toBeInTheDocument();
    });

    it.each([
      [true, 'Accept New Dates', 'Accept', 'New dates accepted: the loan is approved'],
      [false, 'Decline New Dates', 'Decline', 'Suggested dates declined'],
    ])('lets the borrower answer them (accept: %s)', async (accept, button, confirmLabel, done) => {
      const { calls, user } = renderDialog(asBorrower());
      expect(
        await screen.findByText(
          `Riverside High School Drama suggests ${suggested}. You asked for ${formatPeriod('2030-03-01', '2030-03-20')}.`,
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: button }));
      const confirm = await screen.findByRole('dialog', { name: button });
      expect(confirm).toHaveTextContent(suggested);
      await user.click(within(confirm).getByRole('button', { name: confirmLabel }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      const put = calls.filter((c) => c.method === 'PUT' && c.path === '/lending/{id}/counter-proposal');
      expect(put.map((c) => bodyOf(c.init))).toEqual([{ accept }]);
    });

    it('shows the server’s words when the item got booked before the borrower accepted', async () => {
      const detail =
        'Brass Candelabra is held by Into the Woods until Mar 22, 2030; it is free from Mar 23, 2030';
      const { user } = renderDialog(asBorrower(), {
        proposal: () => jsonResponse(409, { detail, code: 'item_in_use' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Accept New Dates' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Accept New Dates' })).getByRole('button', {
          name: 'Accept',
        }),
      );
      expect(await screen.findByText(detail)).toBeInTheDocument();
    });

    it('says "Failed to answer the suggested dates" for any other failure', async () => {
      const { user } = renderDialog(asBorrower(), { proposal: () => jsonResponse(500, { detail: 'boom' }) });
      await user.click(await screen.findByRole('button', { name: 'Decline New Dates' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Decline New Dates' })).getByRole('button', {
          name: 'Decline',
        }),
      );
      expect(await screen.findByText('Failed to answer the suggested dates')).toBeInTheDocument();
    });
  });

  describe('the conversation', () => {
    const five = () => [1, 2, 3, 4, 5].map((id) => message(id));

    it('shows the last 3 messages until Show All Messages', async () => {
      const { user } = renderDialog(loanFixture(), { messages: five });
      const conversation = await screen.findByRole('list', { name: 'Conversation' });
      expect(
        within(conversation)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        expect.stringContaining('Message 3'),
        expect.stringContaining('Message 4'),
        expect.stringContaining('Message 5'),
      ]);
      await user.click(screen.getByRole('button', { name: 'Show All Messages (5)' }));
      expect(within(conversation).getAllByRole('listitem')).toHaveLength(5);
      expect(screen.queryByRole('button', { name: /^Show All Messages/ })).not.toBeInTheDocument();
    });

    it('refuses a blank message and sends a real one', async () => {
      const { calls, user } = renderDialog(loanFixture());
      await screen.findByText('Message 1');
      const box = screen.getByRole('textbox', { name: 'Write a message' });
      const send = screen.getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      await user.type(box, '   ');
      expect(send).toBeDisabled();
      await user.type(box, '{Enter}');
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      await user.clear(box);
      await user.type(box, 'Can we collect on Friday?');
      await user.click(send);
      expect(await screen.findByText('Can we collect on Friday?')).toBeInTheDocument();
      expect(box).toHaveValue('');
      expect(calls.filter((c) => c.method === 'POST').map((c) => bodyOf(c.init))).toEqual([
        { content: 'Can we collect on Friday?' },
      ]);
    });

    it('says when a message could not be sent, and keeps the text', async () => {
      const { user } = renderDialog(loanFixture(), { sent: () => jsonResponse(500, { detail: 'boom' }) });
      await screen.findByText('Message 1');
      await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue('Hello');
    });

    it('says when the history cannot be loaded', async () => {
      renderDialog(loanFixture(), { messages: () => jsonResponse(500, { detail: 'boom' }) });
      expect(await screen.findByText('Failed to load message history')).toBeInTheDocument();
    });

    it.each([
      [false, 2],
      [true, 1],
    ])('asks again every 15 s only while live events do not arrive (live: %s)', async (live, reads) => {
      jest.useFakeTimers();
      try {
        act(() => setLiveEventsConnected(live));
        const { calls } = renderDialog(loanFixture());
        await screen.findByText('Message 1');
        const read = () => calls.filter((c) => c.method === 'GET' && c.path === '/lending/{id}/messages');
        expect(read()).toHaveLength(1);
        await act(() => jest.advanceTimersByTimeAsync(15_000));
        expect(read()).toHaveLength(reads);
      } finally {
        jest.useRealTimers();
      }
    });

    it('appends a message pushed live for this loan, and ignores other loans’', async () => {
      const { stored } = renderDialog(loanFixture());
      await screen.findByText('Message 1');
      const mine = message(51, { content: 'Pushed just now', sender_id: 10, sender_name: 'Jordan Blake' });
      stored({ ...mine, is_from_current_user: true });
      act(() => {
        publishLiveEvent('lending_message', {
          lending_id: 99,
          message: message(50, { lending_id: 99, content: 'Elsewhere' }),
        });
        // A push does not know its reader: the sender's id says it is mine.
        publishLiveEvent('lending_message', { lending_id: 7, message: mine });
      });
      const pushed = await screen.findByText('Pushed just now');
      expect(pushed.closest('li')).toHaveTextContent(/^You/);
      expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    });
  });
});

describe('LoanDetailDialog: condition at hand-over and return', () => {
  const photo = (id: number) => ({ id, url: `/uploads/p${id}.jpg`, width: 2048, height: 1536 });
  const report = (stage: 'handover' | 'return', condition: 'good' | 'poor', photos = [photo(1)]) => ({
    id: stage === 'handover' ? 1 : 2,
    stage,
    condition,
    note: stage === 'handover' ? 'Small scratch on the base' : 'Glass cracked',
    photos,
    recorded_by_name: 'Maya Okafor',
    recorded_at: '2030-03-01T10:00:00.000Z',
  });

  it('hands over: the item’s condition preselected, a note and a photo, then PUTs status active with them', async () => {
    const { calls, user } = renderDialog(
      loanFixture({ status: 'approved', item_condition: 'fair', allowed_actions: ['pick_up', 'message'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as Picked Up' }));
    const form = await screen.findByRole('dialog', { name: 'Hand over' });
    expect(within(form).getByRole('radio', { name: 'Fair' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Good' }));
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'Small scratch');
    const small = new File([new Uint8Array(2048)], 'base.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Photos'), [small, small]);
    const thumbs = await within(form).findByRole('list', { name: 'Condition photos' });
    await waitFor(() => expect(within(thumbs).getAllByRole('img')).toHaveLength(2));
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(thumbs).getAllByRole('img')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Mark as Picked Up' }));
    expect(await screen.findByText('Marked as picked up')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
      { status: 'active', condition: { condition: 'good', note: 'Small scratch', photo_ids: [102] } },
    ]);
  });

  it('takes back: the hand-over’s condition preselected; PUTs status returned with the condition', async () => {
    const { calls, user } = renderDialog(
      loanFixture({
        status: 'active',
        item_condition: 'excellent',
        handover_condition: report('handover', 'good'),
        allowed_actions: ['return', 'message'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as Returned' }));
    const form = await screen.findByRole('dialog', { name: 'Take back' });
    expect(within(form).getByRole('radio', { name: 'Good' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Poor' }));
    await user.click(within(form).getByRole('button', { name: 'Mark as Returned' }));
    expect(await screen.findByText('Marked as returned')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => bodyOf(c.init))).toEqual([
      { status: 'returned', condition: { condition: 'poor', note: null, photo_ids: [] } },
    ]);
  });

  it('shows hand-over and return side by side, a photo larger, and the damage report the lender’s manager resolves', async () => {
    const damage = {
      id: 9,
      item_type: 'prop' as const,
      item_id: 31,
      item_name: 'Brass Candelabra',
      department_id: 1,
      department_name: 'Riverside High School Drama',
      borrower_department_id: 2,
      borrower_department_name: 'Westbrook Community Theatre',
      subject_type: 'lending' as const,
      subject_id: 7,
      condition_before: 'good' as const,
      condition_after: 'poor' as const,
      status: 'open' as const,
      resolution: null,
      resolution_note: null,
      resolved_by_name: null,
      resolved_at: null,
      handover: report('handover', 'good'),
      return: report('return', 'poor'),
      can_resolve: true,
      can_comment: true,
      borrower_person_name: null,
      resolved_condition: null,
      url: '/lending/damage?report=9',
      created_at: '2030-03-20T10:00:00.000Z',
    };
    const { calls, user } = renderDialog(
      loanFixture({
        status: 'returned',
        allowed_actions: ['message'],
        handover_condition: report('handover', 'good', [photo(1), photo(2)]),
        return_condition: report('return', 'poor'),
        damage_report: damage,
      }),
    );
    const handover = await screen.findByRole('region', { name: 'At hand-over' });
    const back = screen.getByRole('region', { name: 'At return' });
    expect(handover).toHaveTextContent('Good');
    expect(handover).toHaveTextContent('Small scratch on the base');
    expect(back).toHaveTextContent('Poor');
    expect(back).toHaveTextContent('Glass cracked');
    await user.click(within(handover).getByRole('button', { name: 'At hand-over: open photo 2' }));
    const large = await screen.findByRole('dialog', { name: 'At hand-over: photo 2' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/uploads/p2.jpg'));
    await user.keyboard('{Escape}');

    const report9 = screen.getByRole('region', { name: 'Damage report' });
    expect(report9).toHaveTextContent('Open');
    expect(report9).toHaveTextContent('Went out good, came back poor from Westbrook Community Theatre');
    const resolve = within(report9).getByRole('form', { name: 'Resolve the damage report' });
    await user.selectOptions(within(resolve).getByRole('combobox', { name: 'Resolution' }), 'charged');
    await user.type(within(resolve).getByRole('textbox', { name: 'Note' }), 'New glass, 40 €');
    await user.click(within(resolve).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Damage report resolved')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/damage-reports/{id}').map((c) => bodyOf(c.init))).toEqual([
      { resolution: 'charged', note: 'New glass, 40 €' },
    ]);
    expect(within(report9).getByRole('link', { name: 'Open the damage report to comment' })).toHaveAttribute(
      'href',
      '/lending/damage?report=9',
    );
  });

  it('the borrower reads an open report without the form', async () => {
    renderDialog(
      loanFixture({
        direction: 'incoming',
        status: 'returned',
        allowed_actions: ['message'],
        return_condition: report('return', 'poor'),
        damage_report: {
          id: 9,
          item_type: 'prop',
          item_id: 31,
          item_name: 'Brass Candelabra',
          department_id: 1,
          department_name: 'Riverside High School Drama',
          borrower_department_id: 2,
          borrower_department_name: 'Westbrook Community Theatre',
          subject_type: 'lending',
          subject_id: 7,
          condition_before: 'good',
          condition_after: 'poor',
          status: 'open',
          resolution: null,
          resolution_note: null,
          resolved_by_name: null,
          resolved_at: null,
          handover: null,
          return: report('return', 'poor'),
          can_resolve: false,
          can_comment: true,
          borrower_person_name: null,
          resolved_condition: null,
          url: '/lending/damage?report=9',
          created_at: '2030-03-20T10:00:00.000Z',
        },
      }),
    );
    const damage = await screen.findByRole('region', { name: 'Damage report' });
    expect(damage).toHaveTextContent('Riverside High School Drama resolves it.');
    expect(within(damage).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'At hand-over' })).toHaveTextContent('Not recorded');
  });
});
