const { frontendConfig } = require('../shell/build/frontend.rspack');

module.exports = frontendConfig({
  dir: __dirname,
  name: 'scenedock_admin',
  port: 3014,
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.tsx',
    './InviteUserDialog': './src/components/InviteUserDialog.tsx',
  },
});
