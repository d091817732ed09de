// One Rspack configuration for every frontend: the shell (host) and each micro-frontend (remote).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const ReactRefreshPlugin = require('@rspack/plugin-react-refresh');
const { shadowRoot } = require('./postcss-shadow-root');

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Shared singletons: one copy of each in the page, whoever loads first provides it. The required
 * versions are read from the frontend's own package.json so a mismatch shows as a warning.
 */
function sharedSingletons(pkg) {
  const deps = pkg.dependencies;
  const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', deps['react-dom']),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // react-hot-toast keeps its queue in module state: one copy, or a remote's toasts never show.
    // Its headless entry: the main one writes goober styles into document.head as it loads.
    'react-hot-toast/headless': singleton('react-hot-toast/headless', deps['react-hot-toast']),
    '@scenedock/openapi': singleton('@scenedock/openapi'),
    '@scenedock/ui': singleton('@scenedock/ui'),
    // The router and Headless UI are shared through the kit, tree-shaken to what we use.
    '@scenedock/ui/router': singleton('@scenedock/ui/router', deps['@scenedock/ui']),
    '@scenedock/ui/headless': singleton('@scenedock/ui/headless', deps['@scenedock/ui']),
    '@scenedock/ui/popovers': singleton('@scenedock/ui/popovers', deps['@scenedock/ui']),
  };
}

/**
 * Preloads, from the page itself, the scripts the shell's entry fetches as soon as it runs: its
 * bootstrap and the shared modules it provides (React, the kit, …), the direct async children of
 * the entry. Without it they are found only once main.js has arrived and run, a round trip later
 * on a phone's connection. The routes' own chunks are grandchildren, fetched when visited; the
 * chunks holding a module that `later` matches (shared, but first used by a later screen or an
 * opened panel) are left to be fetched then, so they don't take a phone's bandwidth from the first.
 */
class PreloadStartupChunks {
  constructor({ later }) {
    this.later = later;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadStartupChunks',
        async (data) => {
          const entry = compilation.namedChunkGroups.get('main');
          const files = new Set();
          for (const child of entry?.childrenIterable ?? []) {
            const modules = child.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
            if (modules.some((module) => this.later.test(module.nameForCondition() ?? ''))) continue;
            for (const file of child.getFiles()) if (file.endsWith('.js')) files.add(file);
          }
          const links = [...files].sort().map((file) => ({
            tagName: 'link',
            voidTag: true,
            // As low as main.js itself (a deferred script): fetched beside it, not ahead of the
            // stylesheet the first paint waits for.
            attributes: {
              rel: 'preload',
              as: 'script',
              fetchpriority: 'low',
              href: `${data.publicPath}${file}`,
            },
          }));
          data.assetTags.styles.push(...links);
          return data;
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir        the frontend's folder
 * @param {string} options.name       federation name (scenedock_shell, scenedock_admin, …)
 * @param {Record<string,string>} [options.exposes]  what it exposes (the shell: ./mount only)
 * @param {number} options.port       dev-server port
 * @param {boolean} [options.html]    the shell builds index.html
 */
function frontendConfig({ dir, name, exposes, port, html = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  const build = (_env, argv) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const serving = Boolean(process.env.WEBPACK_SERVE);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The shell's page loads its chunks from the site root (a deep link such as /props/3 too).
      entry: { main: html ? { import: './src/index.ts', publicPath: '/' } : './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A remoteEntry.js loads its chunks from where it came from: a remote's from wherever its
        // manifest is, the shell's (./mount) from the Scenedock server, also when a page on
        // another origin loads it.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: serving } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          {
            test: /\.css$/,
            oneOf: [
              // `import css from './styles.css?inline'`: the stylesheet as text, for a shadow root.
              {
                resourceQuery: /inline/,
                type: 'asset/source',
                use: [
                  {
                    loader: 'postcss-loader',
                    options: {
                      postcssOptions: {
                        plugins: [['@tailwindcss/postcss', { optimize: production }], shadowRoot()],
                      },
                    },
                  },
                ],
              },
              {
                use: [
                  {
                    loader: 'postcss-loader',
                    options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } },
                  },
                ],
                type: 'css/auto',
              },
            ],
          },
          { test: /\.svg$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons(pkg),
          // Take a shared module from whoever loaded it first (the host). 'version-first' would
          // fetch and run every registered remote's remoteEntry.js on the first page to compare
          // versions: three remotes a page does not show, on a phone's connection. Every frontend
          // here is built from one lockfile, so the versions are the same anyway.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        html &&
          new rspack.HtmlRspackPlugin({
            template: path.join(dir, 'index.html'),
            favicon: path.join(dir, 'public', 'favicon.svg'),
            // From the site root, as the entry's chunks; and the app's entry only, not the
            // remoteEntry.js the shell's exposes add.
            publicPath: '/',
            chunks: ['main'],
          }),
        html &&
          production &&
          new PreloadStartupChunks({ later: /[\\/]ui[\\/]src[\\/](headless|popovers)\.ts$/ }),
        serving && new ReactRefreshPlugin(),
      ].filter(Boolean),
      optimization: { moduleIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: html,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the shell's server fronts the API too, so the app stays same-origin.
        proxy: html
          ? [
              {
                context: ['/api', '/uploads', '/health', '/app-config.json', '/socket.io'],
                target: `http://localhost:${process.env.API_PORT || 3000}`,
                ws: true,
              },
            ]
          : undefined,
      },
      experiments: { css: true },
    };
  };
  // What the contract test (shell/src/contract.test.ts) compares with the kit's RemoteModules.
  return Object.assign(build, { federation: { name, exposes: exposes ?? {} } });
}

module.exports = { frontendConfig, repoRoot };
