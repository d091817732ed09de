import type { Browser } from 'playwright-core';
import { expectAccessible, lastMailTo, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD, e2eState } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('inviting a user', () => {
  it('goes from the invitation to a password, the tour and the dashboard', async () => {
    const email = `jamie.rivera.${Date.now()}@example.test`;
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin@riverside.example', DEMO_PASSWORD);
    await admin.page.getByRole('link', { name: 'Users' }).click();
    // The dashboard has an Invite User button too: wait for the users screen before pressing it.
    await admin.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Jamie');
    await dialog.getByLabel('Last name').fill('Rivera');
    await dialog.getByLabel('Role').selectOption('assistant');
    await expectAccessible(admin.page, 'the invite dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.page.getByText(`An invitation was sent to ${email}.`, { exact: false }).waitFor();

    // The invitee opens the link from the mail in a browser of their own.
    const { link } = await lastMailTo(email);
    const invitee = await newPage(browser);
    await invitee.page.goto(link!);
    await invitee.page.getByRole('heading', { name: 'Welcome, Jamie!' }).waitFor();
    const submit = invitee.page.getByRole('button', { name: 'Set Password' });
    await invitee.page.getByLabel(/^Password/).fill('weakpass');
    await invitee.page.getByText('One uppercase letter: not met').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await invitee.page.getByLabel(/^Password/).fill('Opening-Night-9!');
    await invitee.page.getByLabel(/^Confirm password/).fill('Opening-Night-9!');
    for (const requirement of ['At least 8 characters', 'One uppercase letter', 'One special character'])
      await invitee.page.getByText(`${requirement}: met`).waitFor();
    await expectAccessible(invitee.page, '/setup-password');
    await screenshot(invitee.page, 'setup-password');
    await submit.click();

    // The five-step tour, then the dashboard of the department that invited them.
    await invitee.page.getByText('Step 1 of 5').waitFor();
    await expectAccessible(invitee.page, 'the onboarding tour');
    for (let step = 2; step <= 5; step++) {
      await invitee.page.getByRole('button', { name: 'Next' }).click();
      await invitee.page.getByText(`Step ${step} of 5`).waitFor();
    }
    await invitee.page.getByRole('button', { name: 'Get Started' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/');
    await invitee.page.getByRole('heading', { name: 'Riverside High School Drama', level: 1 }).waitFor();
    expect(admin.errors.concat(invitee.errors)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('invites through the admin remote’s dialog and the Department Users figure follows', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'manager@lakeside.example', DEMO_PASSWORD);
    const users = page.getByTestId('stat-departmentUsers');
    await users.getByText(/^\d+$/).waitFor();
    const before = Number(await users.textContent());
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite New User' });
    const email = `quinn.lee.${Date.now()}@example.test`;
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^First name/).fill('Quinn');
    await dialog.getByLabel(/^Last name/).fill('Lee');
    await expectAccessible(page, 'the dashboard’s Invite New User dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    // One answer whether or not the address had an account: the server's message.
    await page.getByText(`An invitation was sent to ${email}.`, { exact: false }).waitFor();
    await users.getByText(String(before + 1), { exact: true }).waitFor();
  });
});

describe('the users screen', () => {
  it('filters by status and deactivates a selected user in bulk', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin@westbrook.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await expectAccessible(page, '/users');
    await screenshot(page, 'users');

    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await row('student@westbrook.example').waitFor();
    const name = (await row('student@westbrook.example')
      .getByRole('checkbox')
      .getAttribute('aria-label'))!.replace(/^Select /, '');
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Deactivate', exact: true })
      .click();
    await page.getByText('1 user deactivated').waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('inactive');
    await row('student@westbrook.example').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('active');
    await page.waitForFunction(() => !document.body.innerText.includes('student@westbrook.example'));
  });

  it('shows a student the list but none of the admin controls, and the server refuses them anyway', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'student@lakeside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByText('admin@lakeside.example').waitFor();
    expect(await page.getByRole('button', { name: 'Invite User' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Select all users' }).count()).toBe(0);
    const denied = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: JSON.stringify({
          email: 'sneaky@example.test',
          first_name: 'S',
          last_name: 'N',
          role: 'admin',
        }),
      });
      return response.status;
    });
    expect(denied).toBe(403);
  });
});

describe('departments (superuser)', () => {
  it('lists departments with badges and counts, and shows one’s details with its location', async () => {
    const { page, errors } = await newPage(browser);
    const { email, password } = e2eState().superuser;
    await signIn(page, email, password);
    await page.getByRole('link', { name: 'Departments' }).click();
    await page.getByRole('heading', { name: 'Theater Departments', level: 1 }).waitFor();
    await page.getByText('Your Department').first().waitFor();
    await page.getByText('Partner Department').first().waitFor();
    await expectAccessible(page, '/departments');
    await screenshot(page, 'departments');
    await page.getByRole('button', { name: 'View details of Riverside High School Drama' }).click();
    await page.getByRole('link', { name: /OpenStreetMap/ }).waitFor();
    await expectAccessible(page, 'the department details dialog');
    await screenshot(page, 'department-details');
    expect(errors).toEqual([]);
  });
});
