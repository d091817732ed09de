import fs from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiSession, type ApiSession } from './support/api';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Created {
  id: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Day `day` of next month (YYYY-MM-DD): ahead of today, so loans may be asked for it, and in one month. */
function nextMonthDay(day: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const NEXT_MONTH = nextMonthDay(1).slice(0, 7);

// One run's names: a database kept between runs never mixes them up with an earlier run's.
const STAMP = Date.now().toString(36).slice(-5);
const SHOW = `Calendar Gala ${STAMP}`;
const LANTERN = `Gala lantern ${STAMP}`;
const DRUM = `Borrowed drum ${STAMP}`;

interface Scene {
  director: ApiSession;
  production: Created;
  booking: Created;
  drumLoan: Created;
}

/** Where this screenshots go, to be looked at (dates and small screen fixes). */
const SHOTS = '/tmp/shots/dates';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

let scene: Scene;

/**
 * Lakeside's director plans a production on the 10th–12th of next month with one of their props
 * booked for it, and asks Westbrook to lend them a drum from the 15th to the 18th.
 */
beforeAll(async () => {
  const director = await apiSession('director@lakeside.example');
  const westbrookManager = await apiSession('manager@westbrook.example');
  const westbrookDirector = await apiSession('director@westbrook.example');
  const production = await apiCall<Created>(director, 'POST', '/productions', {
    title: SHOW,
    status: 'planning',
    start_date: nextMonthDay(10),
    end_date: nextMonthDay(12),
    venue: 'Black Box',
  });
  const lantern = await apiCall<Created>(director, 'POST', '/props', {
    name: LANTERN,
    category: 'lighting',
    condition: 'good',
    location: 'Shelf C1',
  });
  const booking = await apiCall<Created>(director, 'POST', '/bookings', {
    kind: 'production',
    production_id: production.id,
    item_type: 'prop',
    item_id: lantern.id,
  });
  const drum = await apiCall<Created>(westbrookManager, 'POST', '/props', {
    name: DRUM,
    category: 'other',
    condition: 'good',
  });
  // The 15th–18th miss the gala's 10th–12th: tied anyway, so its pull list marks it.
  const drumLoan = await apiCall<Created>(director, 'POST', '/lending', {
    item_type: 'prop',
    prop_id: drum.id,
    from_department_id: westbrookDirector.departmentId,
    to_department_id: director.departmentId,
    lent_date: nextMonthDay(15),
    due_date: nextMonthDay(18),
    production_id: production.id,
    confirm_outside_production: true,
    message: 'May we borrow it for our gala?',
  });
  scene = { director, production, booking, drumLoan };
});

async function openCalendar(page: Page): Promise<void> {
  // Only this production and its loans: the demo department's other plans never crowd its days.
  await page.goto(`/calendar?month=${NEXT_MONTH}&view=month&production=${scene.production.id}`);
  await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
  await page
    .getByRole('grid')
    .locator(`[data-day="${nextMonthDay(10)}"]`)
    .getByText(SHOW)
    .waitFor();
}

/** A day's cell of the month grid. */
const dayCell = (page: Page, day: string) => page.getByRole('grid').locator(`[data-day="${day}"]`);

/** The events of a feed, by summary, as ical.js reads them: their UID and days. */
async function readFeed(
  address: string,
): Promise<{ uid: string; summary: string; description: string; start: string; end: string }[]> {
  const response = await fetch(address);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

describe('calendar', () => {
  it("shows the month's production and loan on their days, and the arrow keys move between days", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    await openCalendar(page);
    await page
      .getByRole('combobox', { name: 'Production' })
      .getByRole('option', { name: SHOW })
      .waitFor({ state: 'attached' });
    expect(await page.getByRole('combobox', { name: 'Production' }).inputValue()).toBe(
      String(scene.production.id),
    );

    for (const day of [10, 11, 12]) await dayCell(page, nextMonthDay(day)).getByText(SHOW).waitFor();
    expect(await dayCell(page, nextMonthDay(13)).getByText(SHOW).count()).toBe(0);
    for (const day of [15, 16, 17, 18])
      await dayCell(page, nextMonthDay(day)).getByText(DRUM).first().waitFor();
    expect(await dayCell(page, nextMonthDay(14)).getByText(DRUM).count()).toBe(0);
    // The legend names each kind in words, not by colour alone.
    await page.getByRole('list', { name: 'Legend' }).getByText('Borrowed').waitFor();

    // Roving focus: one day takes Tab, the arrows move it.
    await dayCell(page, nextMonthDay(10)).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(
      nextMonthDay(11),
    );
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(
      nextMonthDay(18),
    );
    await page.keyboard.press('Enter');
    await page.getByTestId('calendar-day').getByText(DRUM).waitFor();
    await screenshot(page, 'calendar-month');

    // The filters and the month are in the address: a reload keeps them.
    await page.getByRole('checkbox', { name: 'Borrowed' }).uncheck();
    await page.waitForURL(
      /kinds=production%2Cloan_out%2Cperson%2Cblock|kinds=production,loan_out,person,block/,
    );
    await page.reload();
    await dayCell(page, nextMonthDay(10)).getByText(SHOW).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Borrowed' }).isChecked()).toBe(false);
    expect(await dayCell(page, nextMonthDay(16)).getByText(DRUM).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('prints the pull sheet without the app around it', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    await page.goto(`/productions/${scene.production.id}`);
    await page.getByRole('heading', { name: SHOW, level: 1 }).waitFor();
    await page
      .getByRole('region', { name: /Our items/ })
      .getByRole('link', { name: LANTERN })
      .waitFor();
    await page
      .getByRole('region', { name: /Still requested/ })
      .getByText(DRUM)
      .waitFor();
    await page.getByRole('link', { name: 'Print pull sheet' }).click();
    const table = page.getByRole('table', { name: 'Items to pull' });
    await table.getByRole('rowheader', { name: LANTERN }).waitFor();

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('page-title').isHidden()).toBe(true);
    expect(await page.locator('header').first().isHidden()).toBe(true);
    expect(await page.locator('nav').first().isHidden()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isHidden()).toBe(true);
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('rowheader', { name: LANTERN }).isVisible()).toBe(true);
    expect(await table.getByText('Shelf C1').isVisible()).toBe(true);
    expect(await table.getByRole('rowheader', { name: new RegExp(DRUM) }).isVisible()).toBe(true);
    // Black on white on paper.
    expect(await table.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    await screenshot(page, 'pull-sheet-print');
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("subscribes to a production's feed, and the feed follows a booking's new days", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    await page.goto(`/productions/${scene.production.id}`);
    await page.getByRole('heading', { name: SHOW, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Subscribe to this production' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to this production' });
    await dialog.getByRole('button', { name: 'Make a calendar address' }).click();
    const address = await dialog.getByTestId('calendar-feed-address').inputValue();
    expect(address).toMatch(/^https?:\/\/.+/);
    expect(await dialog.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      address.replace(/^https?:\/\//, 'webcal://'),
    );
    await expectAccessible(page, 'the subscribe dialog');

    const before = await readFeed(address);
    const show = before.find(
      (event) =>
        event.summary.includes(SHOW) && !event.summary.includes(LANTERN) && !event.summary.includes(DRUM),
    );
    expect(show).toMatchObject({ start: nextMonthDay(10), end: nextMonthDay(13) }); // DTEND: the day after
    // On the production's days the lantern is named in the production's event, not repeated.
    expect(show!.description).toContain(LANTERN);
    expect(before.some((event) => event.summary.includes(LANTERN))).toBe(false);
    expect(new Set(before.map((event) => event.uid)).size).toBe(before.length);

    await apiCall(scene.director, 'PUT', `/bookings/${scene.booking.id}`, {
      starts_on: nextMonthDay(11),
      ends_on: nextMonthDay(12),
      follows_production: false,
    });
    const after = await readFeed(address);
    const moved = after.find((event) => event.uid.startsWith(`booking-${scene.booking.id}@`));
    expect(moved).toMatchObject({ start: nextMonthDay(11), end: nextMonthDay(13) });
    expect(moved!.summary).toContain(LANTERN);
    expect(after.find((event) => event.uid === show!.uid)!.description).not.toContain(LANTERN);

    // A new address stops the old one at once.
    await dialog.getByRole('button', { name: 'Get a new address' }).click();
    await dialog.getByRole('button', { name: 'Get the new address' }).click();
    await page.waitForFunction(
      (old) =>
        document.querySelector<HTMLInputElement>('[data-testid="calendar-feed-address"]')?.value !== old,
      address,
    );
    expect((await fetch(address)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a phone and wide: a tapped day's list comes into view, the pull list marks a loan outside the show's days, and tying one asks first", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(`/calendar?month=${NEXT_MONTH}&view=month&production=${scene.production.id}`);
      await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
      const cell = dayCell(page, nextMonthDay(16));
      await cell.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      // On the day's number: wide, the cell's chips are links of their own.
      await cell.click({ position: { x: 8, y: 8 } });
      const list = page.getByTestId('calendar-day');
      await list.getByText(DRUM).waitFor();
      // Brought into view: the whole list is on screen (it starts below the fold on a phone).
      const seen = () =>
        page.evaluate(() => {
          const box = document.querySelector('[data-testid="calendar-day"]')!.getBoundingClientRect();
          return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: window.innerHeight };
        });
      let where = await seen();
      for (let i = 0; i < 20 && !(where.top >= 0 && where.bottom <= where.height + 1); i++) {
        await page.waitForTimeout(100);
        where = await seen();
      }
      await shot(page, `calendar-day-${width}`);
      expect(where.top).toBeGreaterThanOrEqual(0);
      expect(where.bottom).toBeLessThanOrEqual(where.height + 1);

      await page.goto(`/productions/${scene.production.id}`);
      const borrowed = page.getByRole('region', { name: /Still requested/ });
      const mark = borrowed.getByText("outside the show's days");
      await mark.waitFor();
      await mark.scrollIntoViewIfNeeded();
      await shot(page, `pull-list-outside-${width}`);
    }

    // Untied, then tied again from the loan's edit: the screen asks the server's question first.
    await apiCall(scene.director, 'PUT', `/lending/${scene.drumLoan.id}`, { production_id: null });
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(`/lending?loan=${scene.drumLoan.id}`);
      const loan = page.getByRole('dialog', { name: DRUM });
      await loan.getByRole('button', { name: 'Edit Request' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Request' });
      const select = edit.getByRole('combobox', { name: /^For production/ });
      await select.getByRole('option', { name: SHOW }).waitFor({ state: 'attached' });
      await select.selectOption({ label: SHOW });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const ask = page.getByRole('dialog', { name: "Outside the show's days" });
      await ask.getByText(new RegExp(`is outside ${SHOW}'s days \\(.*\\); tie it anyway\\?$`)).waitFor();
      await shot(page, `tie-outside-ask-${width}`);
      if (width === 390) {
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await ask.waitFor({ state: 'hidden' });
        await edit.getByRole('button', { name: 'Cancel' }).click();
        continue;
      }
      await ask.getByRole('button', { name: 'Tie it anyway' }).click();
      await page.getByText('Lending request updated').waitFor();
    }
    const tied = await apiCall<{ production_id: number | null }>(
      scene.director,
      'GET',
      `/lending/${scene.drumLoan.id}`,
    );
    expect(tied.production_id).toBe(scene.production.id);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no serious accessibility problems on the production page and the calendar, wide and narrow', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'director@lakeside.example', DEMO_PASSWORD);
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(`/productions/${scene.production.id}`);
      await page.getByRole('heading', { name: 'Pull list', level: 2 }).waitFor();
      await page.getByRole('link', { name: LANTERN }).waitFor();
      await expectAccessible(page, `the production page at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `production-page-${width}`);

      // The narrow screen starts in the agenda; both views are checked at both widths.
      for (const view of ['month', 'agenda']) {
        await page.goto(`/calendar?month=${NEXT_MONTH}&view=${view}`);
        await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
        // On a phone the month grid shows dots; the agenda names the entries.
        if (view === 'agenda') await page.getByTestId('calendar').getByText(SHOW).first().waitFor();
        else await dayCell(page, nextMonthDay(10)).waitFor();
        await expectAccessible(page, `the calendar's ${view} view at ${width} px`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await screenshot(page, `calendar-${view}-${width}`);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
