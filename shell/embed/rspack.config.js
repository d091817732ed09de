// /embed.js, the embed loader (embed/loader.ts): one small classic script, without the federation
// runtime or React (the remotes bring those). Built after the shell, into the shell's dist, where
// the API serves it (api/src/http/frontends.ts).
const path = require('node:path');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { embed: './loader.ts' },
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: { path: path.resolve(__dirname, '..', 'dist'), filename: 'embed.js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
      ],
    },
    performance: { hints: false },
  };
};
