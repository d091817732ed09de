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

describe('a forgotten password', () => {
  it('is reset through the emailed link, and the new password signs in', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Email/).fill('assistant@westbrook.example');
    await expectAccessible(page, 'the forgot-password dialog');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email sent! Check your inbox.').waitFor();

    const { link } = await lastMailTo('assistant@westbrook.example');
    await page.goto(link!);
    await page.getByLabel(/^New password/).fill('Curtain-Call-77!');
    await page.getByLabel(/^Confirm new password/).fill('Curtain-Call-77!');
    await expectAccessible(page, '/reset-password');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully! You can now log in with your new password.').waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await signIn(page, 'assistant@westbrook.example', 'Curtain-Call-77!');
    expect(errors).toEqual([]);
  });

  it('says so when the link is not valid', async () => {
    const { page } = await newPage(browser);
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByText('Invalid Reset Link').waitFor();
    await page.getByText('Invalid or expired reset token').waitFor();
    await expectAccessible(page, 'the invalid reset link screen');
  });
});

describe('account settings', () => {
  it('saves the name and refuses a wrong current password', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'manager@lakeside.example', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel(/^First name/).fill('Morgana');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The sidebar shows the new name without a reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('..')
      .getByText(/^Morgana /)
      .waitFor();

    await page.getByLabel(/^Current password/).fill('Not-My-Password-1!');
    await page.getByLabel(/^New password/).fill('Second-Act-2026!');
    await page.getByLabel(/^Confirm new password/).fill('Second-Act-2026!');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Current password is incorrect').first().waitFor();
    await expectAccessible(page, '/settings');
    await screenshot(page, 'settings');
  });
});
