import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, todayIso } from '@scenedock/ui';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import type { BorrowableItem } from '../api/search';
import { monthAhead } from '../lib/dates';
import { bodyOf, borrowable, loan, production } from '../test/fixtures';
import { memberOf, renderLending } from '../test/render';
import { BorrowingPage } from './BorrowingPage';

type Row = Omit<BorrowableItem, 'tags'> & { tags: string | null };

/** The search answers tags as the items store them: comma-separated text. */
const asServed = (item: BorrowableItem): Row => ({ ...item, tags: item.tags.join(', ') || null });

interface Answers {
  search?: (body: unknown) => unknown;
  created?: (body: unknown) => unknown;
}

function renderPage(answers: Answers = {}) {
  let requested = false;
  const fake = fakeClient((method, path, init) => {
    if (path === '/search/inter-department') {
      if (answers.search) return answers.search(bodyOf(init));
      // Once asked for, the server says so: requested, and no longer free.
      const chair = borrowable({ requested_by_you: requested, available: !requested });
      const gown = borrowable({
        id: 42,
        name: 'Ball Gown',
        type: 'costume',
        item_type: 'costume_piece',
        category: 'formal',
        tags: ['formal'],
        distance: null,
        size: 'm',
      });
      return jsonResponse(200, [asServed(chair), asServed(gown)], { 'X-Total-Count': '2' });
    }
    if (path === '/productions')
      return [
        production({ id: 5, title: 'Our Town', status: 'planning' }),
        production({ id: 6, title: 'Into the Woods', status: 'active' }),
        production({ id: 4, title: 'The Crucible', status: 'completed' }),
      ];
    if (path === '/lending' && method === 'POST') {
      if (answers.created) return answers.created(bodyOf(init));
      requested = true;
      return loan({ direction: 'incoming' });
    }
    return {};
  });
  renderLending(<BorrowingPage />, { path: '/borrowing', client: fake.client, user: memberOf('student') });
  return { calls: fake.calls, user: userEvent.setup() };
}

const searches = (calls: { path: string; init: unknown }[]) =>
  calls.filter((c) => c.path === '/search/inter-department').map((c) => bodyOf(c.init));
const searchButton = () => screen.getByRole('button', { name: 'Search' });

/** The day `days` after today, as a date input holds it. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, term: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search items' }), term);
  await user.click(searchButton());
  return screen.findByRole('article', { name: 'Victorian Armchair' });
}

describe('Borrowing', () => {
  it('asks for a term, a filter or the days before searching', async () => {
    const { calls, user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Borrowing', level: 1 })).toBeInTheDocument();
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search term or select filters');
    expect(searches(calls)).toHaveLength(0);

    // An item type other than all is enough.
    await user.click(screen.getByRole('tab', { name: 'Props' }));
    await user.click(searchButton());
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(searches(calls)[0]).toMatchObject({ item_type: 'props' });
    expect(screen.queryByText('Please enter a search term or select filters')).not.toBeInTheDocument();
  });

  it('searches by the days alone, across every kind', async () => {
    const { calls, user } = renderPage();
    const [from, until] = [daysAhead(30), daysAhead(34)];
    await user.type(screen.getByLabelText('Needed from'), from);
    await user.click(searchButton());
    // One end is not a range yet.
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose both dates of the range, or neither');
    await user.type(screen.getByLabelText('Needed until'), until);
    await user.click(searchButton());
    await screen.findByRole('article', { name: 'Victorian Armchair' });
    expect(searches(calls)).toEqual([
      expect.objectContaining({
        item_type: 'all',
        date_range: { start: from, end: until },
        available_only: true,
      }),
    ]);
    expect((searches(calls)[0] as { query?: string }).query).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on a phone, where the results start below the filters', () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const originalMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    let scrolled: jest.Mock;
    beforeEach(() => {
      scrolled = jest.fn();
      Element.prototype.scrollIntoView = scrolled;
      // The heading sits below the fold of an 844 px screen, as it does at 390 px wide.
      jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ top: 938, bottom: 939, left: 0, right: 1, width: 1, height: 1 } as DOMRect);
    });
    afterEach(() => {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
      if (originalMatchMedia) Object.defineProperty(window, 'matchMedia', originalMatchMedia);
      else delete (window as Partial<Window>).matchMedia;
      jest.restoreAllMocks();
    });
    const reducedMotion = (reduce: boolean) => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: jest.fn().mockReturnValue({ matches: reduce }),
      });
    };

    it('brings the results into view after Search and moves the reader to them', async () => {
      reducedMotion(false);
      const { user } = renderPage();
      await searchFor(user, 'chair');
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' }));
      expect(screen.getByRole('heading', { name: 'Search results', level: 2 })).toHaveFocus();
      // The same search again brings them back into view again.
      await user.click(searchButton());
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    });

    it('jumps without motion for a reader who asks for reduced motion', async () => {
      reducedMotion(true);
      const { user } = renderPage();
      await searchFor(user, 'chair');
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' }));
    });
  });

  it('offers the categories of the chosen item type', async () => {
    const { user } = renderPage();
    const category = () => screen.getByRole('combobox', { name: 'Category' });
    const options = () =>
      within(category())
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'));
    expect(category()).toBeDisabled();
    expect(options()).toEqual(['']);
    await user.click(screen.getByRole('tab', { name: 'Props' }));
    expect(options()).toEqual([
      '',
      'furniture',
      'weapons',
      'costumes',
      'decorative',
      'lighting',
      'electronics',
      'other',
    ]);
    await user.selectOptions(category(), 'lighting');
    await user.click(screen.getByRole('tab', { name: 'Sets' }));
    expect(options()).toEqual(['', 'backdrop', 'platform', 'furniture', 'architectural', 'other']);
    // A category belongs to its type: a new type starts without one.
    expect(category()).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Costumes' }));
    expect(options()).toEqual([
      '',
      'period',
      'modern',
      'fantasy',
      'formal',
      'casual',
      'uniform',
      'accessories',
      'shoes',
      'hats',
      'other',
    ]);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderPage();
    screen.getByRole('tab', { name: 'All Items' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Props' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Props' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Costumes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has a distance slider from 5 to 100 miles in whole steps, at 50 to begin with', () => {
    renderPage();
    const slider = screen.getByRole('slider', { name: 'Maximum distance' });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    expect(screen.getByText('50 mi')).toBeInTheDocument();
  });

  it('sends the filters to the server, available items only unless told otherwise', async () => {
    const { calls, user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Props' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), ' chair ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'furniture');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'good');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'vintage, , ornate');
    await user.type(screen.getByLabelText('Needed from'), '2030-05-01');
    await user.type(screen.getByLabelText('Needed until'), '2030-05-10');
    expect(screen.getByRole('checkbox', { name: 'Available items only' })).toBeChecked();
    await user.click(searchButton());
    await waitFor(() =>
      expect(searches(calls)).toEqual([
        {
          query: 'chair',
          item_type: 'props',
          category: 'furniture',
          condition: 'good',
          tags: 'vintage,ornate',
          date_range: { start: '2030-05-01', end: '2030-05-10' },
          max_distance: 50,
          available_only: true,
          skip: 0,
          limit: 24,
        },
      ]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Available items only' }));
    await user.click(searchButton());
    await waitFor(() => expect(searches(calls)[1]).toMatchObject({ available_only: false }));
  });

  it('says "at least" when the server stopped counting, and pages on', async () => {
    const { calls, user } = renderPage({
      search: () =>
        jsonResponse(200, [asServed(borrowable())], {
          'X-Total-Count': '124',
          'X-Total-Count-Exact': 'false',
        }),
    });
    await searchFor(user, 'chair');
    expect(screen.getByText('124+ items found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('1–24 of 124+')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ skip: 24, limit: 24 }));
  });

  it('says when the search fails', async () => {
    const { user } = renderPage({ search: () => jsonResponse(500, { detail: 'boom' }) });
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'chair');
    await user.click(searchButton());
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it.each([
    [
      422,
      { detail: [{ loc: ['body', 'query'], msg: 'Search for at most 8 words', type: 'value_error' }] },
      'Search for at most 8 words',
    ],
    [
      429,
      { detail: 'Too many searches: try again in 3 seconds' },
      'Too many searches: try again in 3 seconds',
    ],
    [
      400,
      { detail: 'This search takes too long: narrow it', code: 'search_too_broad' },
      'This search takes too long: narrow it',
    ],
  ])('says why the search was refused (%i)', async (status, body, reason) => {
    const { user } = renderPage({ search: () => jsonResponse(status, body) });
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'chair');
    await user.click(searchButton());
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('shows results with at most 3 tags, the department, the distance and availability', async () => {
    const { user } = renderPage();
    const chair = await searchFor(user, 'chair');
    expect(
      within(within(chair).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['period', 'vintage', 'ornate']);
    expect(within(chair).getByText('+2 more')).toBeInTheDocument();
    expect(within(chair).getByText('Westbrook Community Theatre')).toBeInTheDocument();
    expect(within(chair).getByText('12.4 mi')).toBeInTheDocument();
    expect(within(chair).getByText('Available')).toBeInTheDocument();
    // No distance without coordinates.
    const gown = screen.getByRole('article', { name: 'Ball Gown' });
    expect(within(gown).queryByText(/ mi$/)).not.toBeInTheDocument();
    expect(screen.getByText('2 items found')).toBeInTheDocument();
    // A costume's details name its size as the inventory does.
    await user.click(within(gown).getByRole('button', { name: 'View Details of Ball Gown' }));
    const details = await screen.findByRole('dialog', { name: 'Ball Gown' });
    expect(within(details).getByText('Size').nextElementSibling).toHaveTextContent(/^M$/);
  });

  it('shows an item the department has asked for as unavailable, without a request form', async () => {
    const { user } = renderPage({
      search: () =>
        jsonResponse(200, [asServed(borrowable({ requested_by_you: true, available: false }))], {
          'X-Total-Count': '1',
        }),
    });
    const chair = await searchFor(user, 'chair');
    expect(within(chair).getByText('Unavailable (requested)')).toBeInTheDocument();
    await user.click(within(chair).getByRole('button', { name: 'View Details of Victorian Armchair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Victorian Armchair' });
    expect(within(dialog).getByText(/already asked to borrow this item/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  it('says what holds an unavailable item and when it is free, on its card and in its details', async () => {
    const { user } = renderPage({
      search: () =>
        jsonResponse(
          200,
          [
            asServed(
              borrowable({
                available: false,
                held_by: {
                  kind: 'loan',
                  holder: 'Westbrook High',
                  starts_on: '2020-11-28',
                  ends_on: '2030-12-06',
                  free_from: '2030-12-07',
                },
              }),
            ),
            asServed(
              borrowable({
                id: 43,
                name: 'Fog Machine',
                available: false,
                held_by: {
                  kind: 'block',
                  holder: 'Out of service',
                  starts_on: '2020-10-01',
                  ends_on: null,
                  free_from: null,
                },
              }),
            ),
          ],
          { 'X-Total-Count': '2' },
        ),
    });
    const chair = await searchFor(user, 'chair');
    const why = `On loan to Westbrook High until ${formatDate('2030-12-06')} · free from ${formatDate('2030-12-07')}`;
    expect(within(chair).getByText('Unavailable')).toBeInTheDocument();
    expect(within(chair).getByText(why)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Fog Machine' })).getByText(
        'Out of service · until released',
      ),
    ).toBeInTheDocument();
    // Dates are the reader's, never the server's ISO days.
    expect(chair).not.toHaveTextContent('2030-12-06');

    await user.click(within(chair).getByRole('button', { name: 'View Details of Victorian Armchair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Victorian Armchair' });
    expect(within(dialog).getByText(why)).toBeInTheDocument();
    expect(within(dialog).queryByText(/not available to borrow at the moment/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  describe('the request to borrow', () => {
    async function openChair(user: ReturnType<typeof userEvent.setup>) {
      const chair = await searchFor(user, 'chair');
      await user.click(within(chair).getByRole('button', { name: 'View Details of Victorian Armchair' }));
      return screen.findByRole('dialog', { name: 'Victorian Armchair' });
    }

    it('starts today and ends a month ahead when no days were searched for', async () => {
      const { user } = renderPage();
      const dialog = await openChair(user);
      expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue(todayIso());
      expect(within(dialog).getByLabelText(/^End date/)).toHaveValue(monthAhead());
      expect(within(dialog).getByText('Green velvet, carved legs.')).toBeInTheDocument();
      // Every tag in the details.
      expect(within(dialog).getByText('period, vintage, ornate, large, fragile')).toBeInTheDocument();
    });

    it('starts on the days searched for, and asks for them', async () => {
      const { calls, user } = renderPage();
      const [from, until] = [daysAhead(10), daysAhead(14)];
      await user.type(screen.getByLabelText('Needed from'), from);
      await user.type(screen.getByLabelText('Needed until'), until);
      const chair = await searchFor(user, 'chair');
      // Days changed in the panel but not searched for are not what the results are free on.
      await user.clear(screen.getByLabelText('Needed until'));
      await user.type(screen.getByLabelText('Needed until'), daysAhead(20));
      await user.click(within(chair).getByRole('button', { name: 'View Details of Victorian Armchair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Victorian Armchair' });
      expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue(from);
      expect(within(dialog).getByLabelText(/^End date/)).toHaveValue(until);
      await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(await screen.findByText('Request sent to Westbrook Community Theatre')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/lending').map((c) => bodyOf(c.init))).toEqual([
        expect.objectContaining({ lent_date: from, due_date: until }),
      ]);
    });

    it.each([
      ['no dates', { start: '', end: '' }, 'Please specify the dates you need this item'],
      [
        'an end before the start',
        { start: '2030-05-10', end: '2030-05-01' },
        'End date must be after start date',
      ],
      ['a start in the past', { start: '2020-05-01', end: '2030-05-01' }, 'Start date cannot be in the past'],
      [
        'no message',
        { start: '2030-05-01', end: '2030-05-10' },
        'Please write a message to the lending department',
      ],
    ])('refuses %s', async (_case, dates, expected) => {
      const { calls, user } = renderPage();
      const dialog = await openChair(user);
      const start = within(dialog).getByLabelText(/^Start date/);
      const end = within(dialog).getByLabelText(/^End date/);
      await user.clear(start);
      if (dates.start) await user.type(start, dates.start);
      await user.clear(end);
      if (dates.end) await user.type(end, dates.end);
      if (expected !== 'Please write a message to the lending department')
        await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(expected);
      expect(calls.filter((c) => c.path === '/lending')).toHaveLength(0);
    });

    it('files the request, then shows the item as unavailable (requested)', async () => {
      const { calls, user } = renderPage();
      const dialog = await openChair(user);
      await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.type(within(dialog).getByRole('textbox', { name: 'Additional notes' }), 'We collect');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(await screen.findByText('Request sent to Westbrook Community Theatre')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/lending').map((c) => bodyOf(c.init))).toEqual([
        {
          item_type: 'prop',
          prop_id: 41,
          from_department_id: 2,
          to_department_id: 1,
          lent_date: todayIso(),
          due_date: monthAhead(),
          message: 'For our spring show',
          notes: 'We collect',
        },
      ]);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Victorian Armchair' })).not.toBeInTheDocument(),
      );
      const chair = screen.getByRole('article', { name: 'Victorian Armchair' });
      expect(within(chair).getByText('Unavailable (requested)')).toBeInTheDocument();
    });

    it('says which of the department’s productions the item is for, when one is chosen', async () => {
      const { calls, user } = renderPage();
      const dialog = await openChair(user);
      const select = within(dialog).getByRole('combobox', { name: /^For production/ });
      await within(select).findByRole('option', { name: 'Our Town' });
      // Productions that are over are not offered; none is chosen to begin with.
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No production', 'Into the Woods', 'Our Town']);
      expect(select).toHaveValue('');
      await user.selectOptions(select, 'Our Town');
      await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(await screen.findByText('Request sent to Westbrook Community Theatre')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/lending').map((c) => bodyOf(c.init))).toEqual([
        expect.objectContaining({ prop_id: 41, production_id: 5 }),
      ]);
    });

    it('asks before tying a request to a production whose days it misses, and ties it when told to', async () => {
      const question = `"Victorian Armchair" (1 Mar 2030 to 4 Mar 2030) is outside Our Town's days (10 Mar 2030 to 20 Mar 2030); tie it anyway?`;
      const { calls, user } = renderPage({
        created: (body) =>
          (body as { confirm_outside_production?: boolean }).confirm_outside_production
            ? loan({ direction: 'incoming' })
            : jsonResponse(409, { detail: question, code: 'outside_production' }),
      });
      const dialog = await openChair(user);
      const select = within(dialog).getByRole('combobox', { name: /^For production/ });
      await within(select).findByRole('option', { name: 'Our Town' });
      await user.selectOptions(select, 'Our Town');
      await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      const confirm = await screen.findByRole('dialog', { name: "Outside the show's days" });
      expect(within(confirm).getByText(question)).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Tie it anyway' }));
      expect(await screen.findByText('Request sent to Westbrook Community Theatre')).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/lending').map((c) => bodyOf(c.init))).toEqual([
        expect.objectContaining({ production_id: 5 }),
        expect.objectContaining({ production_id: 5, confirm_outside_production: true }),
      ]);
      expect(bodyOf(calls.filter((c) => c.path === '/lending')[0].init)).not.toHaveProperty(
        'confirm_outside_production',
      );
    });

    it('says "Failed to send request. Please try again." when filing fails', async () => {
      const { user } = renderPage({ created: () => jsonResponse(500, { detail: 'boom' }) });
      const dialog = await openChair(user);
      await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'For our spring show');
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(await screen.findByText('Failed to send request. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Victorian Armchair' })).toBeInTheDocument();
    });
  });
});
