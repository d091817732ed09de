import type { Browser } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signInWithSchool,
} from './support/browser';
import { e2eState } from './support/server';

// A school's email domain, end to end: a superuser claims it for a department; a new person of
// that school signs in with the school account and finds a pending invitation, nothing more, until
// they accept it.

const DEPARTMENT = 'Riverside High School Drama';
const DOMAIN = 'riverside-students.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('school email domains', () => {
  it('a claimed domain brings a new person in as a pending student invitation, which they accept', async () => {
    const admin = await newPage(browser);
    const { email, password } = e2eState().superuser;
    await signIn(admin.page, email, password);
    await admin.page.getByRole('link', { name: 'Departments' }).click();
    await admin.page.getByRole('button', { name: `View details of ${DEPARTMENT}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.getByRole('list', { name: 'School email domains' }).getByText(DOMAIN).waitFor();
    await expectAccessible(admin.page, 'the department details with its school domains');
    await screenshot(admin.page, 'school-domains', { fullPage: false });
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const student = await newPage(browser);
    await signInWithSchool(student.page, `robin@${DOMAIN}`);
    // Signed in, and in no department yet: the invitation waits.
    await student.page.getByText('No department yet').waitFor({ timeout: 20_000 });
    await student.page.getByRole('link', { name: 'View invitations' }).click();
    await student.page.getByRole('button', { name: `Accept the invitation to ${DEPARTMENT}` }).click();
    await student.page.getByText(`You joined ${DEPARTMENT}`).waitFor();
    await student.page.goto('/');
    await student.page.getByTestId('page-title').waitFor();
    await student.page.getByText(DEPARTMENT).first().waitFor();
    expect(student.errors).toEqual([]);
    await student.context.close();
  });
});
