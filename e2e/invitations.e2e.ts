import type { Browser } from 'playwright-core';
import { expectAccessible, lastMailTo, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { DEMO_PASSWORD } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// An existing account joins another department only when its person accepts
// (docs/accounts-and-roles.md): the inviting admin learns nothing about the account either way.
describe('inviting someone who already has an account', () => {
  it('gives the department nothing until the person accepts on their invitations screen', async () => {
    const invitee = 'manager@westbrook.example';
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin@lakeside.example', DEMO_PASSWORD);
    await admin.page.getByRole('link', { name: 'Users' }).click();
    await admin.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(invitee);
    await dialog.getByLabel('First name').fill('Someone');
    await dialog.getByLabel('Last name').fill('Else');
    await dialog.getByLabel('Role').selectOption('assistant');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    // The same answer a brand-new address gets.
    await admin.page.getByText(`An invitation was sent to ${invitee}.`, { exact: false }).waitFor();
    const mail = await lastMailTo(invitee);
    expect(mail.link).toMatch(/\/invitations$/);

    const person = await newPage(browser);
    await signIn(person.page, invitee, DEMO_PASSWORD);
    // Not a member yet: the department is not offered, and its data is refused.
    const beforeAccept = await person.page.evaluate(async () => {
      const response = await fetch('/api/v1/users/me', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return ((await response.json()) as { departments: { name: string }[] }).departments.map((d) => d.name);
    });
    expect(beforeAccept).not.toContain('Lakeside College Stage Company');

    await person.page.getByRole('link', { name: /Invitations/ }).click();
    await person.page.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    await person.page.getByText('Lakeside College Stage Company').waitFor();
    await expectAccessible(person.page, '/invitations');
    await screenshot(person.page, 'invitations');
    await person.page
      .getByRole('button', { name: 'Accept the invitation to Lakeside College Stage Company' })
      .click();
    await person.page.getByText('You joined Lakeside College Stage Company').waitFor();
    await person.page.getByText('No pending invitations').waitFor();
    // The new department is the current one now, with the accepted role.
    await person.page.getByRole('link', { name: 'Dashboard' }).click();
    await person.page.getByRole('heading', { name: 'Lakeside College Stage Company', level: 1 }).waitFor();
    expect(admin.errors.concat(person.errors)).toEqual([]);
  });
});
