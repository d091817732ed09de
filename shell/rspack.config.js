const { frontendConfig } = require('./build/frontend.rspack');

module.exports = frontendConfig({ dir: __dirname, name: 'scenedock_shell', port: 3010, html: true });
