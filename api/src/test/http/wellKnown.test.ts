/**
 * /robots.txt and /.well-known/security.txt (RFC 9116), answered before the single-page app's
 * fallback, which answers every other page address with the app's HTML.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../app';
import { config } from '../../config';
import { securityTxt } from '../../http/wellKnown';

const DAY_MS = 24 * 3600 * 1000;
const PAGE = '<!doctype html><div id="root"></div>';

let root: string;
let savedRoot: string;
let app: ReturnType<typeof request>;

// A built shell, so the fallback really answers HTML: these files must win over it.
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-root-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), PAGE);
  savedRoot = config.rootDir;
  Object.assign(config, { rootDir: root });
  app = request(createApp());
});

afterAll(() => {
  Object.assign(config, { rootDir: savedRoot });
  fs.rmSync(root, { recursive: true, force: true });
});

/** How a browser asks for a page: the fallback answers these with the app. */
const asBrowser = (url: string) => app.get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

function fields(text: string): [string, string][] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(': ');
      return [line.slice(0, colon), line.slice(colon + 2)];
    });
}

it('the app’s pages are answered with the app (what the files below must not be)', async () => {
  const res = await asBrowser('/inventory/props').expect(200);
  expect(res.text.startsWith(PAGE)).toBe(true);
});

describe('GET /robots.txt', () => {
  it('keeps crawlers off the API, the files, the feeds and the pages that carry a token, as plain text', async () => {
    const res = await asBrowser('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /uploads/',
        'Disallow: /calendar/feeds/',
        'Disallow: /setup-password/',
        'Disallow: /reset-password',
        'Disallow: /confirm-contact-email',
        'Disallow: /i/',
        '',
      ].join('\n'),
    );
  });

  it('answers the pages opened from a token with noindex, and the sign-in page without it', async () => {
    for (const page of [
      '/setup-password/abc',
      '/reset-password?token=abc',
      '/confirm-contact-email?token=abc',
      '/i/7K3M9Q2X',
    ]) {
      const res = await asBrowser(page).expect(200);
      expect({ page, robots: res.headers['x-robots-tag'] }).toEqual({ page, robots: 'noindex' });
    }
    const login = await asBrowser('/login').expect(200);
    expect(login.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('GET /.well-known/security.txt', () => {
  it('names the security contact, a computed expiry, the language and its canonical address', async () => {
    const res = await asBrowser('/.well-known/security.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = fields(res.text);
    expect(lines.map(([name]) => name)).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
    const got = Object.fromEntries(lines);
    expect(got.Contact).toBe(config.securityContact);
    expect(got.Contact).toBe(`mailto:${config.adminEmail}`); // SECURITY_CONTACT's default
    expect(got['Preferred-Languages']).toBe('en');
    expect(got.Canonical).toBe(`${config.publicUrl}/.well-known/security.txt`);
    // RFC 3339, about a year ahead and, as RFC 9116 recommends, less than a year.
    expect(got.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    const ahead = Date.parse(got.Expires) - Date.now();
    expect(ahead).toBeGreaterThan(364 * DAY_MS);
    expect(ahead).toBeLessThanOrEqual(365 * DAY_MS);
  });

  it('computes Expires from the day it is asked for, so it never goes stale', () => {
    const expires = (now: string) =>
      fields(securityTxt(new Date(now))).find(([name]) => name === 'Expires')?.[1];
    expect(expires('2025-03-10T15:04:05Z')).toBe('2026-03-10T00:00:00Z');
    expect(expires('2028-02-29T23:59:59Z')).toBe('2029-02-28T00:00:00Z');
  });

  it('takes SECURITY_CONTACT as it is set: a URI, a bare address, or several', async () => {
    const saved = config.securityContact;
    try {
      Object.assign(config, { securityContact: 'https://district.example/security' });
      expect((await app.get('/.well-known/security.txt').expect(200)).text).toMatch(
        /^Contact: https:\/\/district\.example\/security\n/,
      );
      Object.assign(config, { securityContact: 'it-security@district.example, tel:+1-555-0100' });
      const contacts = fields((await app.get('/.well-known/security.txt').expect(200)).text).filter(
        ([name]) => name === 'Contact',
      );
      expect(contacts).toEqual([
        ['Contact', 'mailto:it-security@district.example'],
        ['Contact', 'tel:+1-555-0100'],
      ]);
    } finally {
      Object.assign(config, { securityContact: saved });
    }
  });
});

describe('other /.well-known/ addresses', () => {
  it('answer 404 as plain text, never the app’s page', async () => {
    for (const url of [
      '/.well-known/change-password',
      '/.well-known/openid-configuration',
      '/.well-known/',
    ]) {
      const res = await asBrowser(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).not.toContain(PAGE);
    }
  });
});
