import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@scenedock/ui';
import { fakeClient, renderWithPlatform } from '@scenedock/ui/testing';
import { PullSheetPage } from './PullSheetPage';
import { pullList } from '../test/fixtures';

function renderSheet() {
  const fake = fakeClient((_method, path) => (path === '/productions/{id}/pull-list' ? pullList() : []));
  renderWithPlatform(<PullSheetPage />, {
    path: '/productions/7/pull-sheet',
    route: '/productions/:id/pull-sheet',
    client: fake.client,
  });
  return fake;
}

describe('Pull sheet', () => {
  it('is a table to tick: item, kind, location, condition, from and days, one row per entry', async () => {
    renderSheet();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pull sheet: Into the Woods' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${formatDate('2027-01-05')} – ${formatDate('2027-01-20')} · Main Stage`),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Items to pull' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['✓Pulled', 'Item', 'Kind', 'Location', 'Condition', 'From', 'Days']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const lantern = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Brass lantern');
    expect(lantern.slice(1)).toEqual([
      'Prop',
      'Shelf B2',
      'Good',
      'Ours',
      `${formatDate('2027-01-05')} – ${formatDate('2027-01-20')}`,
    ]);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Velvet cloak');
    expect(within(rows[1]).getByText('Westbrook High')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Castle wallStill requested');
    expect(screen.getByText('Notes')).toBeInTheDocument();
  });

  it('prints with the Print button, and carries print rules that hide the frame', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSheet();
    await screen.findByRole('table', { name: 'Items to pull' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = document.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@media print');
    expect(css).toMatch(/header, nav, aside[^{]*\{ display: none/);
    expect(css).toContain('break-inside: avoid');
    print.mockRestore();
  });
});
