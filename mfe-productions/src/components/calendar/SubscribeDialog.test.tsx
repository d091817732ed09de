import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, renderWithPlatform } from '@scenedock/ui/testing';
import { SubscribeDialog, webcalAddress } from './SubscribeDialog';
import { calendarFeed } from '../../test/fixtures';

jest.mock('react-hot-toast/headless', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}));

const FIRST = 'https://scenedock.example/calendar/feeds/aaaa.ics';
const SECOND = 'https://scenedock.example/calendar/feeds/bbbb.ics';

function renderDialog(production: { id: number; title: string } | null = null) {
  let feeds: ReturnType<typeof calendarFeed>[] = [];
  let made = 0;
  const fake = fakeClient((method, path) => {
    if (method === 'GET' && path === '/calendar/feeds') return feeds;
    if (method === 'POST' && path === '/calendar/feeds') {
      made += 1;
      const feed = calendarFeed({
        id: 3 + made,
        scope: production ? 'production' : 'department',
        production_id: production?.id ?? null,
        production_title: production?.title ?? null,
      });
      feeds = [feed];
      return new Response(JSON.stringify({ ...feed, url: made === 1 ? FIRST : SECOND }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (method === 'DELETE') {
      feeds = [];
      return new Response(null, { status: 204 });
    }
    return [];
  });
  const onClose = jest.fn();
  const rendered = renderWithPlatform(
    <SubscribeDialog
      open
      onClose={onClose}
      production={production}
      departmentName="Riverside High School Drama"
    />,
    { client: fake.client },
  );
  return { ...fake, ...rendered, user: userEvent.setup() };
}

describe('Subscribe dialog', () => {
  it('makes the feed and shows its address once, with Copy and a webcal link', async () => {
    const { calls, user, unmount } = renderDialog({ id: 7, title: 'Into the Woods' });
    expect(await screen.findByRole('dialog', { name: 'Subscribe to this production' })).toBeInTheDocument();
    expect(await screen.findByText(/From URL/)).toBeInTheDocument();
    expect(screen.getByText(/Subscribe from web/)).toBeInTheDocument();
    expect(screen.getByText(/New Calendar Subscription/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a calendar address' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(FIRST);
    expect(calls.find((c) => c.method === 'POST')?.init).toEqual({ body: { production_id: 7 } });
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://scenedock.example/calendar/feeds/aaaa.ics',
    );
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    unmount();
  });

  it('does not show an address again: an existing feed can be renewed after a warning, or stopped', async () => {
    const { calls, user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect(calls.find((c) => c.method === 'POST')?.init).toEqual({ body: { production_id: null } });

    await user.click(screen.getByRole('button', { name: 'Get a new address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The current address stops working at once');
    await user.click(screen.getByRole('button', { name: 'Get the new address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(SECOND),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Stop this feed' }));
    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    expect(await screen.findByRole('button', { name: 'Make a calendar address' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.init).toEqual({ params: { path: { id: 5 } } });
  });

  it('lists an earlier feed without its address', async () => {
    const fake = fakeClient((method, path) =>
      path === '/calendar/feeds'
        ? [calendarFeed({ scope: 'production', production_id: 9 }), calendarFeed()]
        : [],
    );
    renderWithPlatform(<SubscribeDialog open onClose={() => undefined} />, { client: fake.client });
    expect(await screen.findByText(/Its address was shown only when it was made/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your calendar address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new address' })).toBeInTheDocument();
  });

  it('turns an https address into webcal', () => {
    expect(webcalAddress('http://a.example/x.ics')).toBe('webcal://a.example/x.ics');
  });
});
