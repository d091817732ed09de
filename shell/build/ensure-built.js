// `npm start`: builds the API and each frontend whose build is missing or older than its sources,
// so a fresh clone starts with one command and a restart after no change starts at once.
// `npm run build` (--force) builds everything.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const STAMP = '.build-stamp';
const IGNORED = new Set(['node_modules', 'dist', 'coverage']);

/** Newest modification time of any file under the given paths (tests included: cheap and safe). */
function newestSource(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) if (!IGNORED.has(entry)) visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

function builtAt(dir) {
  const stamp = path.join(root, dir, 'dist', STAMP);
  return fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
}

// dates/: the API requires it as it is, but a rebuild on its change is cheap and safe; the frontends
// bundle it through the kit.
const shared = ['package-lock.json', 'tsconfig.json', 'openapi/src', 'openapi/package.json', 'dates'];
const frontendShared = [...shared, 'shell/ui/src', 'shell/build/frontend.rspack.js'];
// Every micro-frontend folder (mfe-<name>) is built: a new remote needs no entry here.
const remotes = fs
  .readdirSync(root)
  .filter((dir) => /^mfe-[a-z][a-z0-9]*$/.test(dir))
  .sort();
const targets = [
  { dir: 'api', sources: [...shared, 'api/src', 'api/tsconfig.build.json', 'api/package.json'] },
  ...['shell', ...remotes]
    .filter((dir) => fs.existsSync(path.join(root, dir, 'rspack.config.js')))
    .map((dir) => ({
      dir,
      sources: [
        ...frontendShared,
        `${dir}/src`,
        `${dir}/rspack.config.js`,
        `${dir}/package.json`,
        `${dir}/index.html`,
        // The shell's stylesheet also covers the remotes' classes (see shell/src/styles.css).
        ...(dir === 'shell' ? remotes.map((remote) => `${remote}/src`) : []),
        ...(dir === 'shell' ? ['shell/embed'] : []),
      ],
    })),
];

const force = process.argv.includes('--force');
for (const { dir, sources } of targets) {
  if (!force && builtAt(dir) >= newestSource(sources)) continue;
  process.stdout.write(`Building ${dir}…\n`);
  execFileSync('npm', ['run', 'build', '--workspace', `@scenedock/${dir}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  fs.writeFileSync(path.join(root, dir, 'dist', STAMP), new Date().toISOString());
}
