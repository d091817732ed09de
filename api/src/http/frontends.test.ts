import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { config } from '../config';

/** A fresh app for settings read when the app is made (CORS, CSP); restored after each test. */
function appWith(settings: Partial<typeof config>) {
  const saved = { remoteUrls: config.remoteUrls, corsOrigins: config.corsOrigins };
  Object.assign(config, settings);
  const app = createApp();
  Object.assign(config, saved);
  return request(app);
}

describe('serving the frontends', () => {
  it('tells the shell where each configured micro-frontend is, and allows scripts from its origin', async () => {
    const remoteUrls = { admin: 'https://mfe.school.example/admin/mf-manifest.json' };
    const app = appWith({ remoteUrls });
    // /app-config.json reads the configuration per request
    Object.assign(config, { remoteUrls });
    try {
      const res = await app.get('/app-config.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.apiBaseUrl).toBe('/api/v1');
      expect(res.body.remotes.admin).toBe('https://mfe.school.example/admin/mf-manifest.json');
      expect(res.headers['content-security-policy']).toMatch(
        /script-src 'self' 'wasm-unsafe-eval' https:\/\/mfe\.school\.example/,
      );
    } finally {
      Object.assign(config, { remoteUrls: {} });
    }
  });

  it('lets any page read the remotes’ files, so a foreign page can mount them', async () => {
    const res = await appWith({}).get('/mfe/admin/mf-manifest.json').set('Origin', 'https://portal.example');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the built embed loader to any page, revalidated on every load, and says when it is not built', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-root-'));
    const saved = config.rootDir;
    const app = appWith({});
    Object.assign(config, { rootDir: root }); // where the loader is looked for, per request
    try {
      const missing = await app.get('/embed.js').expect(404);
      expect(missing.text).toMatch(/not built/);
      fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'shell', 'dist', 'embed.js'), 'window.Scenedock = {};');
      const loader = await app.get('/embed.js').set('Origin', 'https://portal.example').expect(200);
      expect(loader.text).toBe('window.Scenedock = {};');
      expect(loader.headers['content-type']).toMatch(/javascript/);
      expect(loader.headers['cache-control']).toBe('no-cache');
      expect(loader.headers['access-control-allow-origin']).toBe('*');
      expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      Object.assign(config, { rootDir: saved });
      fs.rmSync(root, { recursive: true, force: true });
    }
    const runtime = await app.get('/app-config.json').set('Origin', 'https://portal.example').expect(200);
    expect(runtime.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets any page load the shell’s manifest, entry and chunks (its embedded bell), but not its page', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-root-'));
    const dist = path.join(root, 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    const files = {
      'index.html': '<!doctype html><div id="root"></div>',
      'mf-manifest.json': '{"metaData":{}}',
      'mf-stats.json': '{}',
      'remoteEntry.js': 'var scenedock_shell = {};',
      '__federation_expose_mount.0123abcd.js': 'mount();',
      'main.89abcdef.css': '.a{}',
      '0123abcd4567ef89.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
    const saved = config.rootDir;
    Object.assign(config, { rootDir: root }); // the shell's files are served from where the app was made
    try {
      const app = appWith({});
      const fetchFrom = (address: string) => app.get(address).set('Origin', 'https://portal.example');
      for (const address of [
        '/mf-manifest.json',
        '/remoteEntry.js',
        '/__federation_expose_mount.0123abcd.js',
        '/main.89abcdef.css',
        '/0123abcd4567ef89.svg',
      ]) {
        const res = await fetchFrom(address).expect(200);
        expect({ address, cors: res.headers['access-control-allow-origin'] }).toEqual({ address, cors: '*' });
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
      // Unhashed files are revalidated, so a portal gets a new release's entry at once.
      expect((await fetchFrom('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
      expect((await fetchFrom('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
      expect((await fetchFrom('/__federation_expose_mount.0123abcd.js')).headers['cache-control']).toMatch(
        /immutable/,
      );
      for (const address of ['/index.html', '/mf-stats.json', '/dashboard']) {
        const res = await fetchFrom(address).set('Accept', 'text/html').expect(200);
        expect({ address, cors: res.headers['access-control-allow-origin'] }).toEqual({
          address,
          cors: undefined,
        });
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      }
      // The API stays closed to origins that are not configured.
      const api = await fetchFrom('/api/v1/props');
      expect(api.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      Object.assign(config, { rootDir: saved });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes the run-time configuration into the shell’s page, so it starts without asking for it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-page-'));
    const saved = config.rootDir;
    const remoteUrls = { admin: 'https://mfe.school.example/admin/mf-manifest.json?</script>' };
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Scenedock</title></head><body><div id="root"></div></body></html>',
    );
    Object.assign(config, { rootDir: root, remoteUrls });
    try {
      const res = await request(createApp()).get('/props').set('Accept', 'text/html').expect(200);
      const block = /<script type="application\/json" id="app-config">(.*?)<\/script><\/head>/.exec(res.text);
      expect(block).not.toBeNull();
      // A value cannot close the element: its `<` is escaped, and the JSON still reads the same.
      expect(block![1]).not.toContain('</script');
      expect(JSON.parse(block![1])).toEqual({ apiBaseUrl: '/api/v1', remotes: remoteUrls });
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      Object.assign(config, { rootDir: saved, remoteUrls: {} });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('lets embedded screens show uploaded images on other origins', async () => {
    const res = await appWith({}).get('/uploads/no-such-image.png');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers CORS for the configured portal origins only', async () => {
    const app = appWith({ corsOrigins: ['https://portal.example'] });
    const allowed = await app
      .options('/api/v1/users/me')
      .set('Origin', 'https://portal.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,x-current-department');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
    const list = await app.get('/api/v1/props').set('Origin', 'https://portal.example');
    expect(list.headers['access-control-expose-headers']).toContain('X-Total-Count');
    // The embedded bell reads its badge from this one, the borrowing search whether its total is exact.
    expect(list.headers['access-control-expose-headers']).toContain('X-Unread-Count');
    expect(list.headers['access-control-expose-headers']).toContain('X-Total-Count-Exact');
    const other = await app.get('/api/v1/props').set('Origin', 'https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers an unknown API path with the app’s page', async () => {
    const res = await appWith({}).get('/api/v1/no-such-thing').set('Accept', 'text/html').expect(404);
    expect(res.body.detail).toBeDefined();
  });

  it('compresses what it sends', async () => {
    const res = await appWith({}).get('/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
