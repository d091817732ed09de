import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatPeriod } from '@scenedock/ui';
import { fakeClient, jsonResponse, renderWithPlatform } from '@scenedock/ui/testing';
import { DashboardPage } from './DashboardPage';

// No micro-frontend is deployed unless a test says so: the page shows its own figures only.
const mockRemotes = new Set<string>();
jest.mock('../remotes', () => ({ hasRemote: (name: string) => mockRemotes.has(name) }));
afterEach(() => mockRemotes.clear());

const FIGURES = {
  department_id: 1,
  department_name: 'Riverside High School Drama',
  totalProps: 40,
  totalSets: 12,
  totalCostumes: 30,
  activeProductions: 2,
  departmentUsers: 9,
  recentActivity: [],
  items_today: { available: 61, in_use: 14, on_loan: 5, blocked: 2 },
};

const EMPTY_WEEK = {
  from: '2030-03-04',
  to: '2030-03-10',
  due_back: [],
  going_out: [],
  overdue: [],
  waiting: [],
};

function renderDashboard(dashboard: () => unknown = () => FIGURES, week: () => unknown = () => EMPTY_WEEK) {
  const fake = fakeClient((method, path) => {
    if (path === '/dashboard') return dashboard();
    if (path === '/dashboard/week') return week();
    if (path === '/users/me/invitations') return [];
    return {};
  });
  renderWithPlatform(<DashboardPage />, { client: fake.client });
  return { calls: fake.calls, user: userEvent.setup() };
}

const WEEK = {
  ...EMPTY_WEEK,
  waiting: [
    {
      lending_id: 3,
      item_name: 'Velvet Cloak',
      kind: 'extension',
      other_department_name: 'Westbrook Community Theatre',
      lent_date: '2030-03-01',
      due_date: '2030-03-20',
    },
    {
      lending_id: 4,
      item_name: 'Garden Gazebo',
      kind: 'counter_proposal',
      other_department_name: 'Lakeside College Stage Company',
      lent_date: '2030-03-12',
      due_date: '2030-03-30',
    },
  ],
  overdue: [
    {
      lending_id: 5,
      item_type: 'prop',
      item_id: null,
      item_name: 'Rotary Telephone',
      side: 'borrower',
      other_department_name: 'Lakeside College Stage Company',
      status: 'overdue',
      lent_date: '2030-02-01',
      due_date: '2030-03-01',
    },
  ],
  going_out: [
    {
      lending_id: 6,
      item_type: 'prop',
      item_id: 31,
      item_name: 'Brass Candelabra',
      side: 'lender',
      other_department_name: 'Westbrook Community Theatre',
      status: 'approved',
      lent_date: '2030-03-06',
      due_date: '2030-03-25',
    },
  ],
  due_back: [
    {
      lending_id: 7,
      item_type: 'costume_piece',
      item_id: 12,
      item_name: 'Ball Gown',
      side: 'lender',
      other_department_name: 'Westbrook Community Theatre',
      status: 'active',
      lent_date: '2030-02-20',
      due_date: '2030-03-08',
    },
  ],
};

const weekPanel = () => screen.findByRole('region', { name: 'This week' });
const list = (panel: HTMLElement, name: string) =>
  within(panel).getByRole('list', { name: new RegExp(`^${name}`) });

describe('Dashboard', () => {
  it('says where the department’s items are today: available, in use, on loan, blocked', async () => {
    renderDashboard();
    const today = await screen.findByRole('region', { name: 'Items today' });
    expect(await within(today).findByText('61')).toBeInTheDocument();
    const figure = (label: string) => within(today).getByText(label).nextElementSibling;
    expect(figure('Available')).toHaveTextContent('61');
    expect(figure('In use')).toHaveTextContent('14');
    expect(figure('On loan')).toHaveTextContent('5');
    expect(figure('Blocked')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-totalProps')).toHaveTextContent('40');
  });

  it('shows no figures of today while the dashboard has not loaded', async () => {
    renderDashboard(() => jsonResponse(403, { detail: 'nope', code: 'forbidden' }));
    expect(await screen.findByText('Access denied. Please check your permissions.')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Items today' });
    expect(within(today).getByText('Available').nextElementSibling).toHaveTextContent('');
  });

  describe('this week', () => {
    it('lists the decisions waiting, the overdue loans, and what goes out and comes back this week', async () => {
      mockRemotes.add('inventory').add('lending');
      renderDashboard(undefined, () => WEEK);
      const panel = await weekPanel();
      expect(await within(panel).findByText(formatPeriod('2030-03-04', '2030-03-10'))).toBeInTheDocument();

      const waiting = list(panel, 'Waiting for your decision');
      const [extension, counter] = within(waiting).getAllByRole('listitem');
      // A decision opens the loan; the kind is said in words.
      expect(within(extension).getByRole('link', { name: 'Velvet Cloak' })).toHaveAttribute(
        'href',
        '/lending?loan=3',
      );
      expect(extension).toHaveTextContent(
        `Extension asked · Westbrook Community Theatre · ${formatPeriod('2030-03-01', '2030-03-20')}`,
      );
      expect(counter).toHaveTextContent('Counter-proposal to answer · Lakeside College Stage Company');

      // A borrowed item is not ours: the row opens the loan.
      const overdue = list(panel, 'Overdue');
      expect(within(overdue).getByRole('link', { name: 'Rotary Telephone' })).toHaveAttribute(
        'href',
        '/lending?loan=5',
      );
      expect(overdue).toHaveTextContent(
        `Borrowed from Lakeside College Stage Company · was due back ${formatDate('2030-03-01')}`,
      );

      // Our own items open their pages.
      const goingOut = list(panel, 'Going out this week');
      expect(within(goingOut).getByRole('link', { name: 'Brass Candelabra' })).toHaveAttribute(
        'href',
        '/props/31',
      );
      expect(goingOut).toHaveTextContent(
        `Lent to Westbrook Community Theatre · from ${formatDate('2030-03-06')}`,
      );
      const dueBack = list(panel, 'Due back this week');
      expect(within(dueBack).getByRole('link', { name: 'Ball Gown' })).toHaveAttribute(
        'href',
        '/costumes/12',
      );
      expect(dueBack).toHaveTextContent(`due back ${formatDate('2030-03-08')}`);
    });

    it('shows names without links when the screens they open are not deployed', async () => {
      renderDashboard(undefined, () => WEEK);
      const panel = await weekPanel();
      await within(panel).findByText('Velvet Cloak');
      expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    });

    it('says in one line when a list is empty', async () => {
      renderDashboard();
      const panel = await weekPanel();
      expect(await within(panel).findByText('Nothing waits for your decision.')).toBeInTheDocument();
      expect(within(panel).getByText('Nothing is overdue.')).toBeInTheDocument();
      expect(within(panel).getByText('Nothing goes out this week.')).toBeInTheDocument();
      expect(within(panel).getByText('Nothing is due back this week.')).toBeInTheDocument();
      expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    });

    it('comes before the count cards on a phone, after them on a wider screen', async () => {
      const order = () => {
        const week = screen.getByRole('region', { name: 'This week' });
        const figures = screen.getByRole('region', { name: 'Department figures' });
        return week.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING
          ? 'week first'
          : 'figures first';
      };
      const listeners: (() => void)[] = [];
      let width = 390;
      const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
      window.matchMedia = ((query: string) => ({
        get matches() {
          return query === '(max-width: 639px)' && width < 640;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        removeEventListener: jest.fn(),
      })) as unknown as typeof window.matchMedia;
      try {
        renderDashboard();
        await weekPanel();
        expect(order()).toBe('week first');
        // Turned sideways past the phone width: the figures lead again.
        width = 1366;
        act(() => listeners.forEach((listener) => listener()));
        expect(order()).toBe('figures first');
      } finally {
        if (original) Object.defineProperty(window, 'matchMedia', original);
        else delete (window as Partial<Window>).matchMedia;
      }
    });

    it('never holds up the figures: they show while the week still loads', async () => {
      renderDashboard(undefined, () => new Promise(() => undefined));
      expect(await screen.findByText('61')).toBeInTheDocument();
      const panel = await weekPanel();
      expect(within(panel).getByRole('status', { name: 'Loading this week' })).toBeInTheDocument();
    });

    it('says when the week cannot be loaded, and tries again', async () => {
      let fail = true;
      const { calls, user } = renderDashboard(undefined, () =>
        fail ? jsonResponse(500, { detail: 'boom' }) : EMPTY_WEEK,
      );
      const panel = await weekPanel();
      expect(await within(panel).findByText('Failed to load this week')).toBeInTheDocument();
      // The figures do not suffer for it.
      expect(screen.getByTestId('stat-totalProps')).toHaveTextContent('40');
      fail = false;
      await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
      expect(await within(panel).findByText('Nothing is overdue.')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/dashboard/week').length).toBeGreaterThan(1);
    });
  });
});
