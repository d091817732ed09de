// `npm run release`: the one artefact a server (or the container image, deploy/Dockerfile) needs:
// release/scenedock-<version>.tar.gz, holding the built API, the built frontends at the paths the API
// serves them from, and the API's production node_modules copied from this checkout's install. The
// server then needs Node.js and nothing else: no compiler (sqlite3's native binary comes along), no
// registry, no build. A .sha256 file beside it lets the server check what it received.
//
// Plain CommonJS with no dependency beyond what `npm ci` installs, so it runs anywhere the repository
// builds. `--skip-build` packs the builds as they are (CI, right after `npm run build`).
'use strict';

const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const { builtinModules } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const tar = require('tar');

const root = path.resolve(__dirname, '..');
const started = Date.now();

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rootManifest = readJson(path.join(root, 'package.json'));
const version = rootManifest.version;
const name = `scenedock-${version}`;
const outDir = path.join(root, 'release');
const tarball = path.join(outDir, `${name}.tar.gz`);

/**
 * Dependency edges that only serve `npm install` on a machine that compiles: sqlite3's install script
 * downloads a prebuilt binary or compiles one with node-gyp against node-addon-api's headers. The
 * bundle carries the compiled binary, so these (and the three dozen packages only they pull in,
 * node-gyp's HTTP client among them) never load. `bindings`, which finds the binary, stays.
 */
const INSTALL_ONLY = { sqlite3: new Set(['node-gyp', 'prebuild-install', 'node-addon-api']) };

/**
 * Files a package needs only to be built. Paths are relative to the package's folder; a folder prunes
 * everything below it. sqlite3's build/ holds 20 MB of object files beside the one binary that loads.
 */
const BUILD_ONLY = {
  sqlite3: (rel) =>
    rel === 'deps' ||
    rel === 'src' ||
    rel === 'node-addon-api' ||
    rel === 'binding.gyp' ||
    (rel.startsWith('build') && !['build', 'build/Release', 'build/Release/node_sqlite3.node'].includes(rel)),
};

/**
 * Files no package needs at run time: source maps (Node reads them only with --enable-source-maps)
 * and TypeScript declarations. Together they are over 40% of the dependencies' size.
 */
const NOT_RUNTIME = /\.(map|d\.ts|d\.cts|d\.mts)$/;

/** The files of deploy/ that ship in the bundle. */
const DEPLOY_EXAMPLES = [
  /^Dockerfile(\.dockerignore)?$/,
  /^compose\.ya?ml$/,
  /^[\w.-]+\.example$/,
  /^[\w.-]+\.md$/,
  /^nginx\/[\w.-]+\.conf$/,
  /^systemd\/[\w@.-]+\.(service|timer)$/,
];

function step(message) {
  process.stdout.write(`release: ${message}\n`);
}

/** The builds: reuses `npm start`'s stale check, so fresh builds cost nothing and stale ones are redone. */
function build() {
  if (process.argv.includes('--skip-build')) return;
  execFileSync(process.execPath, [path.join(root, 'shell', 'build', 'ensure-built.js')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * The API's production dependencies, found the way Node's require finds them at run time: each
 * `dependencies`, `optionalDependencies` (when installed) and non-optional `peerDependencies` entry
 * resolved from the requiring package's folder upwards. Walking the installed tree, rather than asking
 * `npm ls`, keeps the answer independent of npm's version and of a lock file mid-edit, and it lists
 * exactly the folders that get copied: nested `x/node_modules/y` copies keep their place, so every
 * require resolves in the bundle as it does here. Returns folders relative to the root.
 */
function productionPackages() {
  const found = new Map(); // relative folder → package name
  const pending = [
    { dir: path.join(root, 'api'), manifest: readJson(path.join(root, 'api', 'package.json')) },
  ];
  const locate = (fromDir, dep) => {
    // Stop at the repository: a node_modules above it is not something the bundle may depend on.
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', dep);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (dir === root || path.dirname(dir) === dir) return null;
    }
  };
  while (pending.length > 0) {
    const { dir, manifest } = pending.pop();
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    const edges = [
      ...Object.keys(manifest.dependencies ?? {}).map((dep) => [dep, true]),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((dep) => [dep, false]),
      ...Object.keys(manifest.peerDependencies ?? {})
        .filter((dep) => !optionalPeers[dep]?.optional)
        .map((dep) => [dep, true]),
    ];
    for (const [dep, required] of edges) {
      if (INSTALL_ONLY[manifest.name]?.has(dep)) continue;
      const location = locate(dir, dep);
      if (!location) {
        if (!required) continue;
        throw new Error(`${manifest.name} needs ${dep}, which is not installed: run npm ci first`);
      }
      const rel = path.relative(root, location);
      if (found.has(rel)) continue;
      const depManifest = readJson(path.join(location, 'package.json'));
      if (fs.lstatSync(location).isSymbolicLink() && !shipsAsItIs(depManifest)) {
        // A workspace package (node_modules/@scenedock/* links into the repository) that is built
        // would need its build, not its sources, which this script does not know how to choose.
        throw new Error(
          `${manifest.name} depends on the workspace package ${dep}, which is built: the bundle cannot ship it yet`,
        );
      }
      found.set(rel, dep);
      pending.push({ dir: location, manifest: depManifest });
    }
  }
  return [...found.keys()].sort();
}

/**
 * A workspace package the API requires as it is, with no build (@scenedock/dates: plain JavaScript
 * and its declarations): it names what it ships in `files`, and that is what the bundle copies.
 */
function shipsAsItIs(manifest) {
  return !manifest.scripts?.build && Array.isArray(manifest.files) && manifest.files.length > 0;
}

/** Copies a tree into the stage, skipping what `skip(relativePath, entry)` refuses. Keeps file modes. */
function copyTree(from, to, skip = () => false) {
  fs.cpSync(from, to, {
    recursive: true,
    // A symbolic link inside a package (rare) is copied as the file it points to: the bundle must not
    // point back into this checkout.
    dereference: true,
    filter: (source) => {
      const rel = path.relative(from, source).split(path.sep).join('/');
      return rel === '' || !skip(rel, path.basename(source));
    },
  });
}

/** The frontends, at the paths api/src/http/frontends.ts serves them from: shell/dist, mfe-<name>/dist. */
function frontendDirs() {
  const remotes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mfe-[a-z][a-z0-9]*$/.test(entry.name))
    .map((entry) => entry.name);
  const dirs = ['shell', ...remotes].filter((dir) => fs.existsSync(path.join(root, dir, 'rspack.config.js')));
  for (const dir of dirs) {
    // A bundle without one of them would serve a shell whose links lead nowhere: refuse it here.
    const expected = dir === 'shell' ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(root, dir, 'dist', expected))) {
      throw new Error(`${dir}/dist/${expected} is missing: the build did not finish`);
    }
  }
  return dirs.map((dir) => `${dir}/dist`);
}

/** The bundle's own package.json: what `npm run <script>` means on the server, with no workspaces. */
function bundleManifest() {
  return {
    name: 'scenedock',
    version,
    private: true,
    description: rootManifest.description,
    license: rootManifest.license,
    engines: rootManifest.engines,
    scripts: {
      start: 'node api/dist/main.js',
      worker: 'node api/dist/worker.js',
      migrate: 'node api/dist/cli/migrate.js',
      backup: 'node api/dist/cli/backup.js',
      restore: 'node api/dist/cli/restore.js',
    },
  };
}

/**
 * api/package.json without its development half: the API's scripts run TypeScript through tsx, which
 * the bundle does not carry. Its dependencies stay, as the record of what node_modules holds.
 */
function apiManifest() {
  const {
    devDependencies: _dev,
    scripts: _scripts,
    ...manifest
  } = readJson(path.join(root, 'api', 'package.json'));
  return {
    ...manifest,
    scripts: {
      start: 'node dist/main.js',
      'worker:start': 'node dist/worker.js',
      migrate: 'node dist/cli/migrate.js',
      backup: 'node dist/cli/backup.js',
      restore: 'node dist/cli/restore.js',
    },
  };
}

function stage(top) {
  const write = (rel, value) => {
    fs.mkdirSync(path.dirname(path.join(top, rel)), { recursive: true });
    fs.writeFileSync(path.join(top, rel), `${JSON.stringify(value, null, 2)}\n`);
  };
  write('package.json', bundleManifest());
  write('api/package.json', apiManifest());

  // The API's compiled code without its tests, and without source maps: Node reads them only with
  // --enable-source-maps, and they are nearly half of api/dist.
  copyTree(
    path.join(root, 'api', 'dist'),
    path.join(top, 'api', 'dist'),
    (rel, base) =>
      base === 'test' ||
      base === '__tests__' ||
      /\.test\.js$/.test(base) ||
      base.endsWith('.map') ||
      base.endsWith('.tsbuildinfo') ||
      base === '.build-stamp',
  );
  const missingClis = ['migrate', 'backup', 'restore'].filter(
    (cli) => !fs.existsSync(path.join(top, 'api', 'dist', 'cli', `${cli}.js`)),
  );
  if (missingClis.length > 0)
    step(`note: api/dist/cli has no ${missingClis.join(', ')}: those scripts will fail`);

  // /openapi.json and /docs read it from the root (api/src/app.ts).
  fs.mkdirSync(path.join(top, 'openapi'));
  fs.copyFileSync(path.join(root, 'openapi', 'openapi.json'), path.join(top, 'openapi', 'openapi.json'));

  // The frontends' source maps stay: the production build makes them on purpose and the API serves
  // them, so the bundle serves what `npm start` serves.
  for (const dir of frontendDirs()) {
    copyTree(path.join(root, dir), path.join(top, dir), (_rel, base) => base === '.build-stamp');
  }

  for (const doc of ['README.md', 'CHANGELOG.md', 'LICENSE', 'docs/operations.md', 'docs/runtime.md']) {
    if (!fs.existsSync(path.join(root, doc))) continue;
    fs.mkdirSync(path.dirname(path.join(top, doc)), { recursive: true });
    fs.copyFileSync(path.join(root, doc), path.join(top, doc));
  }
  // The examples an operator starts from (container, compose, systemd, nginx), by name: a filled-in
  // scenedock.env or the certificates someone put beside compose.yaml must never travel along.
  copyTree(path.join(root, 'deploy'), path.join(top, 'deploy'), (rel) =>
    fs.statSync(path.join(root, 'deploy', rel)).isDirectory()
      ? !['nginx', 'systemd'].includes(rel)
      : !DEPLOY_EXAMPLES.some((pattern) => pattern.test(rel)),
  );

  const packages = productionPackages();
  for (const rel of packages) {
    const packageName = rel.split('node_modules/').pop();
    if (fs.lstatSync(path.join(root, rel)).isSymbolicLink()) {
      // A workspace package: its manifest and the files it names, never its tests or sources around.
      const manifest = readJson(path.join(root, rel, 'package.json'));
      fs.mkdirSync(path.join(top, rel), { recursive: true });
      for (const file of ['package.json', ...manifest.files].filter((name) => !NOT_RUNTIME.test(name)))
        copyTree(path.join(root, rel, file), path.join(top, rel, file), (_inner, base) =>
          NOT_RUNTIME.test(base),
        );
      continue;
    }
    const buildOnly = BUILD_ONLY[packageName] ?? (() => false);
    // A package's own node_modules holds versions that other entries of the list copy, if needed.
    copyTree(
      path.join(root, rel),
      path.join(top, rel),
      (inner, base) =>
        inner === 'node_modules' ||
        buildOnly(inner) ||
        (NOT_RUNTIME.test(base) && fs.statSync(path.join(root, rel, inner)).isFile()),
    );
  }
  return packages.length;
}

/**
 * Every package the compiled API requires must be in the bundle: a module the API imports but lists
 * only among its devDependencies works in this checkout (npm installed it beside the others) and fails
 * on the server at start-up. Finds them by name, from each file's folder up to the bundle's top, as
 * require would; relative requires and Node's own modules are not packages.
 */
function unresolvedRequires(top) {
  const missing = new Map(); // package → files that require it
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.js')) {
        for (const [, spec] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/\brequire\(["']([^"'./][^"']*)["']\)/g)) {
          const pkg = spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/');
          if (spec.startsWith('node:') || builtinModules.includes(pkg)) continue;
          let found = false;
          for (let at = dir; !found; at = path.dirname(at)) {
            found = fs.existsSync(path.join(at, 'node_modules', pkg, 'package.json'));
            if (at === top) break;
          }
          if (!found) missing.set(pkg, [...(missing.get(pkg) ?? []), path.relative(top, file)]);
        }
      }
    }
  };
  visit(path.join(top, 'api', 'dist'));
  return missing;
}

function sha256(file) {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  for (let read; (read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;)
    hash.update(buffer.subarray(0, read));
  fs.closeSync(fd);
  return hash.digest('hex');
}

async function main() {
  build();
  if (!fs.existsSync(path.join(root, 'api', 'dist', 'main.js')))
    throw new Error('api/dist/main.js is missing');

  const stageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-release-'));
  try {
    step(`staging ${name}`);
    const count = stage(path.join(stageDir, name));
    const missing = unresolvedRequires(path.join(stageDir, name));
    if (missing.size > 0) {
      const list = [...missing]
        .map(([pkg, files]) => `  ${pkg} (required by ${files.join(', ')})`)
        .join('\n');
      throw new Error(
        `the compiled API requires packages that are not production dependencies of api/package.json:\n${list}\n` +
          'Move them to "dependencies", or load them only where they are used (tests).',
      );
    }
    fs.mkdirSync(outDir, { recursive: true });
    // Written aside and renamed, so an interrupted run never leaves a plausible-looking tarball.
    const partial = `${tarball}.partial`;
    // portable: no owner names or ids from this machine; the server's unpacking user owns the files.
    await tar.c({ gzip: true, portable: true, file: partial, cwd: stageDir }, [name]);
    fs.renameSync(partial, tarball);
    // `sha256sum -c scenedock-<version>.tar.gz.sha256` checks it, in the folder holding both.
    fs.writeFileSync(`${tarball}.sha256`, `${sha256(tarball)}  ${path.basename(tarball)}\n`);
    const mb = (fs.statSync(tarball).size / 1024 / 1024).toFixed(1);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    step(`${path.relative(process.cwd(), tarball) || tarball}: ${mb} MB, ${count} packages, ${seconds} s`);
  } finally {
    fs.rmSync(stageDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`release failed: ${err.message}\n`);
  process.exit(1);
});
