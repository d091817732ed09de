const { frontendConfig } = require('./build/frontend.rspack');

module.exports = frontendConfig({
  dir: __dirname,
  name: 'scenedock_shell',
  port: 3010,
  html: true,
  // For pages that are not ours (/embed.js): the notification bell and page. A chunk of its own,
  // so the app's first screen does not carry it.
  exposes: { './mount': './src/mount.tsx' },
});
