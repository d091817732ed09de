import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient } from '@scenedock/ui/testing';
import type { DamageReport } from '../api/condition';
import type { DamageComment } from '../api/damage';
import { bodyOf } from '../test/fixtures';
import { memberOf, renderLending } from '../test/render';
import { DamagePage } from './DamagePage';

const report = (over: Partial<DamageReport> = {}): DamageReport => ({
  id: 9,
  item_type: 'prop',
  item_id: 31,
  item_name: 'Brass Candelabra',
  department_id: 1,
  department_name: 'Riverside High School Drama',
  borrower_department_id: 2,
  borrower_department_name: 'Westbrook Community Theatre',
  borrower_person_name: null,
  subject_type: 'lending',
  subject_id: 7,
  condition_before: 'good',
  condition_after: 'poor',
  status: 'open',
  resolution: null,
  resolution_note: null,
  resolved_by_name: null,
  resolved_at: null,
  resolved_condition: null,
  handover: null,
  return: null,
  can_resolve: true,
  can_comment: true,
  url: '/lending/damage?report=9',
  created_at: '2030-03-20T10:00:00.000Z',
  ...over,
});

const comment: DamageComment = {
  id: 1,
  damage_report_id: 9,
  body: 'It was cracked when we got it',
  author_name: 'Jordan Lee',
  department_id: 2,
  department_name: 'Westbrook Community Theatre',
  side: 'borrower',
  created_at: '2030-03-21T09:00:00.000Z',
};

function renderPage(role: string, shown: DamageReport, path = '/lending/damage') {
  const fake = fakeClient((method, path) => {
    if (path === '/damage-reports' && method === 'GET') return [shown];
    if (path === '/damage-reports/{id}' && method === 'GET') return shown;
    if (path === '/damage-reports/{id}/comments' && method === 'GET') return [comment];
    if (path === '/damage-reports/{id}/comments' && method === 'POST')
      return { ...comment, id: 2, body: 'Noted', side: 'lender' };
    if (path === '/damage-reports/{id}' && method === 'PUT')
      return { ...shown, status: 'resolved', resolution: 'repaired', resolved_condition: 'good' };
    return [];
  });
  renderLending(<DamagePage />, {
    client: fake.client,
    user: memberOf(role),
    path,
    route: '/lending/damage',
  });
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('Damage reports', () => {
  it('lists open reports first, of both kinds of loan, and filters on the server', async () => {
    const { calls, user } = renderPage('student', report({ can_resolve: false }));
    const row = await screen.findByRole('button', { name: /Brass Candelabra/ });
    // Read by the item's department (1): who had it.
    expect(row).toHaveTextContent('Came back poor (went out good) from Westbrook Community Theatre');
    expect(row).toHaveTextContent('Open');
    const first = calls.find((c) => c.path === '/damage-reports')!;
    expect((first.init as { params: { query: object } }).params.query).toMatchObject({ status: 'open' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Whose items' }), 'borrower');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of loan' }), 'person_loan');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/damage-reports')
          .map((c) => (c.init as { params: { query: object } }).params.query),
      ).toContainEqual(expect.objectContaining({ side: 'borrower', subject_type: 'person_loan' })),
    );
    expect(screen.getByRole('navigation', { name: 'Lending' })).toHaveTextContent('Damage');
  });

  it('the lender’s manager resolves a report as repaired, naming the item’s condition now', async () => {
    const { calls, user } = renderPage('manager', report(), '/lending/damage?report=9');
    const dialog = await screen.findByRole('dialog', { name: 'Damage report: Brass Candelabra' });
    expect(await within(dialog).findByText('It was cracked when we got it')).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'Resolve the damage report' });
    // A repair asks the condition now, starting from how it went out.
    expect(within(form).getByRole('combobox', { name: 'Condition now' })).toHaveValue('good');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Condition now' }), 'excellent');
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/damage-reports/{id}' && c.method === 'PUT')
          .map((c) => bodyOf(c.init)),
      ).toEqual([{ resolution: 'repaired', note: null, condition: 'excellent' }]),
    );
    // Accepted leaves the item as it is: no condition asked, none sent.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Resolution' }), 'accepted');
    expect(within(form).queryByRole('combobox', { name: 'Condition now' })).toBeNull();
  });

  it('the borrower reads a report without the form, and answers it', async () => {
    const { calls, user } = renderPage('student', report({ can_resolve: false }), '/lending/damage?report=9');
    const dialog = await screen.findByRole('dialog', { name: 'Damage report: Brass Candelabra' });
    expect(within(dialog).queryByRole('form', { name: 'Resolve the damage report' })).toBeNull();
    expect(
      within(dialog).getByText(/a manager, director or admin of Riverside High School Drama resolves it/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send comment' }));
    expect(await within(dialog).findByText('Comment cannot be empty')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your comment' }),
      '  The handle was loose already ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send comment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => bodyOf(c.init))).toEqual([
        { body: 'The handle was loose already' },
      ]),
    );
    expect(await screen.findByText('Comment sent')).toBeInTheDocument();
  });
});
