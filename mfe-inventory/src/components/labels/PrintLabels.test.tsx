import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { aProp } from '../../test/fixtures';
import { ImportExportActions } from '../ImportExportActions';
import { PropCard } from '../PropViews';
import { LabelSelectionProvider } from './LabelSelection';
import { PrintLabelsDialog, STOCK_KEY } from './PrintLabelsDialog';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const STOCKS = [
  { id: 'a4-3x7', name: 'A4, 21 labels (Avery L7160)', per_page: 21, label_width: 63.5, label_height: 38.1 },
  {
    id: 'letter-3x10',
    name: 'US Letter, 30 labels (Avery 5160)',
    per_page: 30,
    label_width: 66.7,
    label_height: 25.4,
  },
  { id: 'roll-62mm', name: 'Roll 62 mm (Brother DK-22205)', per_page: 1, label_width: 62, label_height: 29 },
];

function setup(answer: (path: string) => unknown = () => new Blob(['%PDF'], { type: 'application/pdf' })) {
  return fakeClient((method, path) => (path === '/labels/stocks' ? STOCKS : answer(path)));
}

let click: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:labels');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => click.mockRestore());

describe('PrintLabelsDialog', () => {
  it('prints the filtered list on the chosen stock with the used labels skipped, and remembers the stock', async () => {
    const { client, calls } = setup();
    const onClose = jest.fn();
    renderWithPlatform(
      <PrintLabelsDialog
        kind="props"
        open
        onClose={onClose}
        target={{ filters: { category: 'lighting', sort: 'name' } }}
        title="Print labels for the props listed"
      />,
      { client },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Print labels for the props listed' });
    const user = userEvent.setup();
    const stock = within(dialog).getByLabelText('Label stock');
    await waitFor(() => expect(stock).toHaveValue('a4-3x7'));
    await user.selectOptions(stock, 'letter-3x10');
    const skip = within(dialog).getByLabelText('Labels already used on the first sheet');
    await user.clear(skip);
    await user.type(skip, '30');
    expect(within(dialog).getByText('Between 0 and 29')).toBeInTheDocument();
    await user.clear(skip);
    await user.type(skip, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/props/labels',
      init: {
        params: { query: { category: 'lighting', sort: 'name', stock: 'letter-3x10', skip: 4 } },
        parseAs: 'blob',
      },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('props-labels.pdf');
    expect(window.localStorage.getItem(STOCK_KEY)).toBe('letter-3x10');
    expect(toast.success).toHaveBeenCalled();
  });

  it('starts from the remembered stock; a roll has nothing to skip; the server’s refusal is shown', async () => {
    window.localStorage.setItem(STOCK_KEY, 'roll-62mm');
    const { client, calls } = setup(() =>
      jsonResponse(422, {
        detail: [
          { loc: ['query', 'stock'], msg: 'These filters match more than 1000 props', type: 'value_error' },
        ],
      }),
    );
    renderWithPlatform(
      <PrintLabelsDialog
        kind="sets"
        open
        onClose={jest.fn()}
        target={{ ids: [3, 9] }}
        title="Print labels"
      />,
      { client },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    await waitFor(() => expect(within(dialog).getByLabelText('Label stock')).toHaveValue('roll-62mm'));
    expect(within(dialog).queryByLabelText('Labels already used on the first sheet')).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These filters match more than 1000 props',
    );
    expect(calls.at(-1)).toMatchObject({
      path: '/sets/labels',
      init: { params: { query: { ids: '3,9', stock: 'roll-62mm' } } },
    });
  });
});

describe('selecting items for labels', () => {
  it('checkboxes on the cards fill the bar, which prints exactly the selection', async () => {
    const { client, calls } = setup();
    const lamp = aProp({ id: 7, name: 'Brass lantern' });
    const skull = aProp({ id: 8, name: 'Skull' });
    renderWithPlatform(
      <LabelSelectionProvider kind="props">
        <PropCard item={lamp} onEdit={jest.fn()} onDelete={jest.fn()} />
        <PropCard item={skull} onEdit={jest.fn()} onDelete={jest.fn()} />
      </LabelSelectionProvider>,
      { client },
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Selected for labels' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Skull for labels' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Brass lantern for labels' }));
    const bar = screen.getByRole('region', { name: 'Selected for labels' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 props selected');
    await user.click(within(bar).getByRole('button', { name: 'Print labels for 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels for 2 selected props' });
    await waitFor(() => expect(within(dialog).getByLabelText('Label stock')).toHaveValue('a4-3x7'));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/props/labels'));
    expect(calls.at(-1)).toMatchObject({ init: { params: { query: { ids: '8,7', stock: 'a4-3x7' } } } });

    await user.click(screen.getByRole('checkbox', { name: 'Select Skull for labels' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('1 prop selected');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected for labels' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Brass lantern for labels' })).not.toBeChecked();
  });

  it("the list's top Print labels says and prints the selection when there is one, else the whole list", async () => {
    const { client, calls } = setup();
    const items = [
      aProp({ id: 7, name: 'Brass lantern' }),
      aProp({ id: 8, name: 'Skull' }),
      aProp({ id: 9, name: 'Teacup' }),
    ];
    renderWithPlatform(
      <LabelSelectionProvider kind="props">
        <ImportExportActions kind="props" filters={{ category: 'lighting', sort: 'name' }} />
        {items.map((item) => (
          <PropCard key={item.id} item={item} onEdit={jest.fn()} onDelete={jest.fn()} />
        ))}
      </LabelSelectionProvider>,
      { client },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeInTheDocument();
    for (const item of items)
      await user.click(screen.getByRole('checkbox', { name: `Select ${item.name} for labels` }));
    await user.click(screen.getByRole('button', { name: 'Print labels (3 selected)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Print labels for 3 selected props' });
    await waitFor(() => expect(within(dialog).getByLabelText('Label stock')).toHaveValue('a4-3x7'));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/props/labels'));
    expect(calls.at(-1)).toMatchObject({ init: { params: { query: { ids: '7,8,9', stock: 'a4-3x7' } } } });

    // Once cleared, it prints the list's filters again.
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    dialog = await screen.findByRole('dialog', { name: 'Print labels for the props listed' });
    await waitFor(() => expect(within(dialog).getByLabelText('Label stock')).toHaveValue('a4-3x7'));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: '/props/labels',
        init: { params: { query: { category: 'lighting', sort: 'name', stock: 'a4-3x7' } } },
      }),
    );
  });

  it('shows no checkboxes outside a selection', () => {
    renderWithPlatform(<PropCard item={aProp()} onEdit={jest.fn()} onDelete={jest.fn()} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
