const { frontendConfig } = require('../shell/build/frontend.rspack');

module.exports = frontendConfig({
  dir: __dirname,
  name: 'scenedock_productions',
  port: 3013,
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.tsx',
    './AddProductionDialog': './src/components/AddProductionDialog.tsx',
    './UpcomingProductions': './src/components/UpcomingProductions.tsx',
  },
});
