import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { apiCall, apiSession } from './support/api';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ADMIN = 'admin@riverside.example';

// Counts the copies of React DOM in the page: each one registers itself with this hook.
const COUNT_REACT = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  renderers: new Map(), supportsFiber: true, isDisabled: false,
  inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
  onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
};`;

interface PortalWindow {
  portal: {
    screens: Record<string, { unmount: () => void; navigate: (path: string) => void }>;
    authErrors: { screen: string; reason: string; title: string; message: string }[];
    navigations: { screen: string; path: string }[];
    unmountScreens: () => void;
  };
  __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
}

/** The school portal (e2e/support/portal.html), at an address of its own, on another origin. */
async function openPortal(query: Record<string, string> = {}, address = '/school/theatre.html') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(COUNT_REACT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${e2eState().portalUrl}${address}?${new URLSearchParams(query)}`);
  return { page, errors };
}

/** Signs in through the portal's own form, as a person would. */
async function signInToPortal(page: Page, email = ADMIN): Promise<void> {
  await page.locator('#sign-in input[name=email]').fill(email);
  await page.locator('#sign-in input[name=password]').fill(DEMO_PASSWORD);
  await page.locator('#sign-in button[type=submit]').click();
  await page.getByText('Theatre screens mounted').waitFor();
}

const region = (page: Page, name: string) => page.getByRole('region', { name: `Theatre ${name}` });

async function screensShown(page: Page): Promise<void> {
  const props = region(page, 'props');
  await props.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
  await props.getByText(/^Showing \d+ props for Riverside High School Drama/).waitFor();
  const users = region(page, 'users');
  await users.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await users.getByText('student@riverside.example').first().waitFor();
  const productions = region(page, 'productions');
  await productions.getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
  await productions.getByRole('article').first().waitFor();
}

const reactCopies = (page: Page) =>
  page.evaluate(() => (window as unknown as PortalWindow).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);

const STYLE_PROPERTIES = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'color',
  'backgroundColor',
  'paddingTop',
  'paddingLeft',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopLeftRadius',
  'boxSizing',
  'height',
] as const;

/** Computed styles, colours as the pixels they paint (one stylesheet may say oklch, another lab). */
function stylesOf(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate(
    (element, properties) => {
      const style = getComputedStyle(element) as unknown as Record<string, string>;
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const painted = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return `rgba(${context.getImageData(0, 0, 1, 1).data.join(', ')})`;
      };
      return Object.fromEntries(
        properties.map((property) => [
          property,
          /color/i.test(property) ? painted(style[property]) : style[property],
        ]),
      );
    },
    STYLE_PROPERTIES as unknown as string[],
  );
}

/**
 * The elements whose looks are compared, found the same way in the shell and in the portal. Cards
 * and cells wrap their text to the width they are given, so their height is left out.
 */
const SAMPLES: { path: string; name: string; find: (scope: Page | Locator) => Locator; fluid?: true }[] = [
  {
    path: '/props',
    name: 'props heading',
    find: (s) => s.getByRole('heading', { name: 'Props Inventory', level: 1 }),
  },
  { path: '/props', name: 'primary button', find: (s) => s.getByRole('button', { name: 'Add New Prop' }) },
  { path: '/props', name: 'search box', find: (s) => s.getByRole('searchbox').first() },
  {
    path: '/users',
    name: 'table cell',
    find: (s) => s.getByRole('cell').filter({ hasText: 'student@riverside.example' }).first(),
    fluid: true,
  },
  { path: '/users', name: 'column header', find: (s) => s.getByRole('columnheader').first() },
  { path: '/productions', name: 'production card', find: (s) => s.getByRole('article').first(), fluid: true },
];

describe('embedding through /embed.js in a portal that is not ours', () => {
  it('mounts three screens of three remotes at once, with one copy of React, accessibly', async () => {
    const { page, errors } = await openPortal();
    await signInToPortal(page);
    await screensShown(page);
    expect(await reactCopies(page)).toBe(1);
    await expectAccessible(page, 'the portal with three embedded screens');
    await screenshot(page, 'embedded-portal');
    expect(errors).toEqual([]);
  });

  it('shows a production’s pull list and an item’s page, as a school portal would', async () => {
    const admin = await apiSession(ADMIN);
    const productions = await apiCall<{ id: number; title: string; status: string }[]>(
      admin,
      'GET',
      '/productions?status=active',
    );
    const show = productions[0];
    const pullList = await apiCall<{
      entries: { item_id: number | null; item_type: string; item_name: string }[];
    }>(admin, 'GET', `/productions/${show.id}/pull-list`);
    const ours = pullList.entries.find((entry) => entry.item_type === 'prop' && entry.item_id !== null)!;
    const { page, errors } = await openPortal({ screens: `productions/${show.id},props/${ours.item_id}` });
    await signInToPortal(page);
    const production = region(page, 'productions');
    await production.getByRole('heading', { name: show.title, level: 1 }).waitFor();
    await production.getByRole('heading', { name: 'Pull list' }).waitFor();
    await production.getByText(ours.item_name).first().waitFor();
    const item = region(page, 'props');
    await item.getByRole('heading', { name: ours.item_name, level: 1 }).waitFor();
    await item.getByRole('heading', { name: 'History' }).waitFor();
    // A page of another remote cannot open in this mount: no link leads there.
    expect(await item.getByRole('link', { name: 'Lend to another department' }).count()).toBe(0);
    await expectAccessible(page, 'the portal with a pull list and an item page');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('looks as it does in Scenedock under the portal’s hostile stylesheet, and leaves the portal alone', async () => {
    const { page: shell } = await newPage(browser);
    await signIn(shell, ADMIN, DEMO_PASSWORD);
    const expected: Record<string, Record<string, string>> = {};
    for (const sample of SAMPLES) {
      if (shell.url() !== new URL(sample.path, e2eState().baseUrl).href) {
        await shell.goto(sample.path);
      }
      const element = sample.find(shell);
      await element.waitFor();
      expected[sample.name] = await stylesOf(element);
      if (sample.fluid) delete expected[sample.name].height;
    }

    const { page, errors } = await openPortal();
    const note = page.locator('#portal-note');
    const portalButton = page.locator('#sign-in button');
    const noteBefore = await stylesOf(note);
    const buttonBefore = await stylesOf(portalButton);
    await signInToPortal(page);
    await screensShown(page);
    const screenOf: Record<string, string> = {
      '/props': 'props',
      '/users': 'users',
      '/productions': 'productions',
    };
    for (const sample of SAMPLES) {
      const actual = await stylesOf(sample.find(region(page, screenOf[sample.path])));
      if (sample.fluid) delete actual.height;
      expect({ [sample.name]: actual }).toEqual({ [sample.name]: expected[sample.name] });
    }
    // The portal's <p class="border rounded shadow-xl hidden"> would change if our utilities leaked.
    expect(await stylesOf(note)).toEqual(noteBefore);
    await expect(note.isVisible()).resolves.toBe(true);
    expect(await stylesOf(page.locator('#sign-out'))).toMatchObject({
      fontFamily: buttonBefore.fontFamily,
      backgroundColor: buttonBefore.backgroundColor,
      textTransform: 'uppercase',
    });
    expect(errors).toEqual([]);
  });

  it('creates a prop in an embedded dialog that sits above the portal’s z-index 1030 header', async () => {
    const { page, errors } = await openPortal({ screens: 'props' });
    await signInToPortal(page);
    const props = region(page, 'props');
    await props.getByText(/^Showing \d+ props/).waitFor();
    await props.getByRole('button', { name: 'Add New Prop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Prop' });
    await dialog.getByLabel(/^Name/).waitFor();
    // Where the portal's header is, the dialog's backdrop is hit, not the header.
    const hit = await page.evaluate(() => {
      const element = document.elementFromPoint(640, 40);
      return { tag: element?.tagName, inHeader: Boolean(element?.closest('header.portal')) };
    });
    expect(hit).toEqual({ tag: 'SCENEDOCK-SCREEN', inHeader: false });
    // Tailwind's shadows and rings need their registered properties, which shadow roots ignore:
    // the stylesheet declares their initial values instead (shell/build/postcss-shadow-root.js).
    const panelShadow = await dialog
      .locator('div.shadow-xl')
      .evaluate((panel) => getComputedStyle(panel).boxShadow);
    expect(panelShadow).not.toBe('none');
    await expectAccessible(page, 'the embedded Add Prop dialog');
    await dialog.getByLabel(/^Name/).fill('Portal lantern');
    await dialog.getByLabel(/^Category/).selectOption('lighting');
    await dialog.getByRole('button', { name: 'Create Prop' }).click();
    await props.getByText('Prop "Portal lantern" created successfully!').waitFor();
    await props.getByRole('article', { name: 'Portal lantern' }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('takes the portal’s colours and font through the documented custom properties', async () => {
    const { page } = await openPortal({ screens: 'props', theme: 'northfield' });
    await signInToPortal(page);
    const add = region(page, 'props').getByRole('button', { name: 'Add New Prop' });
    await add.waitFor();
    expect(await stylesOf(add)).toMatchObject({
      backgroundColor: 'rgba(47, 79, 79, 255)',
      fontFamily: 'Verdana, sans-serif',
    });
  });

  it('says clearly why a screen cannot show, and tells the portal: bad token, no token, foreign department, no API', async () => {
    const api = e2eState().baseUrl;
    const login = await fetch(`${api}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: ADMIN, password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const superLogin = await fetch(`${api}/api/v1/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({
        username: e2eState().superuser.email,
        password: e2eState().superuser.password,
      }),
    });
    const { access_token: superToken } = (await superLogin.json()) as { access_token: string };
    const departments = (await (
      await fetch(`${api}/api/v1/departments/?limit=100`, {
        headers: { Authorization: `Bearer ${superToken}` },
      })
    ).json()) as { id: number; name: string }[];
    const foreign = departments.find((d) => !d.name.startsWith('Riverside'))!;

    const cases: { query: Record<string, string>; reason: string; text: string }[] = [
      { query: { token: 'not-a-token' }, reason: 'token-rejected', text: 'Signed out' },
      { query: { token: '' }, reason: 'no-token', text: 'Not signed in' },
      {
        query: { token, department: String(foreign.id) },
        reason: 'not-a-member',
        text: 'Not your department',
      },
      {
        query: { token, api: 'http://127.0.0.1:9/api/v1' },
        reason: 'unreachable',
        text: 'Scenedock is unavailable',
      },
    ];
    for (const { query, reason, text } of cases) {
      const { page, errors } = await openPortal({ screens: 'props,users', ...query });
      for (const screen of ['props', 'users']) {
        const alert = region(page, screen).getByRole('alert');
        await alert.getByText(text).waitFor();
        await alert.getByRole('button', { name: 'Try Again' }).waitFor();
      }
      const reported = await page.evaluate(() => (window as unknown as PortalWindow).portal.authErrors);
      expect(reported.map((failure) => [failure.screen, failure.reason]).sort()).toEqual([
        ['props', reason],
        ['users', reason],
      ]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('unmounting removes everything it added to <head> and <body>', async () => {
    const { page, errors } = await openPortal({ screens: 'props,users,productions' });
    // Every element but the department picker's options, which the portal fills as it signs in.
    const snapshot = () =>
      page.evaluate(() => ({
        head: document.head.innerHTML,
        body: [...document.body.querySelectorAll('*')]
          .filter((element) => element.tagName !== 'OPTION')
          .map((element) => element.tagName + (element.id ? `#${element.id}` : '')),
        sections: [...document.querySelectorAll('section')].map((section) => section.childNodes.length),
      }));
    const before = await snapshot();
    await signInToPortal(page);
    await screensShown(page);
    // Open and close a dialog, so the lazily loaded parts are in too.
    const props = region(page, 'props');
    await props.getByRole('button', { name: 'Add New Prop' }).click();
    await page.getByRole('dialog', { name: 'Add New Prop' }).getByRole('button', { name: 'Close' }).click();
    await page.evaluate(() => (window as unknown as PortalWindow).portal.unmountScreens());
    expect(await snapshot()).toEqual(before);
    expect(await page.locator('scenedock-screen').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('binds a screen to the page address when asked: Back and Forward move through it', async () => {
    const { page, errors } = await openPortal(
      { screens: 'props,productions', basename: '/theatre' },
      '/home',
    );
    await signInToPortal(page);
    const props = region(page, 'props');
    await props.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/theatre/props');
    await page.evaluate(() => (window as unknown as PortalWindow).portal.screens.props.navigate('/sets'));
    await props.getByRole('heading', { name: 'Set Pieces', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/theatre/sets');
    await page.goBack();
    await props.getByRole('heading', { name: 'Props Inventory', level: 1 }).waitFor();
    await page.goForward();
    await props.getByRole('heading', { name: 'Set Pieces', level: 1 }).waitFor();
    // The other screen keeps its own navigation, in memory.
    await region(page, 'productions').getByRole('heading', { name: 'Productions', level: 1 }).waitFor();
    const navigations = await page.evaluate(() => (window as unknown as PortalWindow).portal.navigations);
    expect(navigations).toContainEqual({ screen: 'props', path: '/sets' });
    expect(errors).toEqual([]);
  });
});

describe('embedding through remoteEntry and ./mount, for a page with its own federation host', () => {
  it('mounts two remotes with one share scope: one React, both screens with the department’s data', async () => {
    const context = await browser.newContext();
    await context.addInitScript(COUNT_REACT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const query = new URLSearchParams({ remotes: 'admin,inventory', email: ADMIN, password: DEMO_PASSWORD });
    await page.goto(`${e2eState().portalUrl}/raw/theatre?${query}`);
    await page.getByText('Theatre department for').waitFor();
    await region(page, 'admin').getByText('student@riverside.example').first().waitFor();
    await region(page, 'inventory')
      .getByText(/^Showing \d+ props for Riverside High School Drama/)
      .waitFor();
    expect(await reactCopies(page)).toBe(1);
    await expectAccessible(page, 'the raw ./mount page');
    expect(errors).toEqual([]);
  });
});
