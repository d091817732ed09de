const { frontendConfig } = require('../shell/build/frontend.rspack');

module.exports = frontendConfig({
  dir: __dirname,
  name: 'scenedock_inventory',
  port: 3012,
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.tsx',
    './AddPropDialog': './src/components/AddPropDialog.tsx',
    './AddSetDialog': './src/components/AddSetDialog.tsx',
    './AddCostumeDialog': './src/components/AddCostumeDialog.tsx',
  },
});
