const { frontendConfig } = require('../shell/build/frontend.rspack');

module.exports = frontendConfig({
  dir: __dirname,
  name: 'scenedock_lending',
  port: 3015,
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.tsx',
  },
});
